import { badRequest, HttpError } from '../../errors.js';
import { transcodeRecord, transcodeWithMessage, videoReference } from '../../schemas/index.js';
import { toStoredMedia } from '../../services/media-urls.js';
import type { ApiModule } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { isStoredVideo, queueTranscode, readTranscode, transcodingEnabled } from './transcodes.js';

const tags = ['media'];
export const TRANSCODE_TEXTS = {
  queued: 'Transcoding queued',
  notOurs: 'video: must be a video stored here (a lecture’s videoUpload or an upload’s videoUrl)',
  noFfmpeg: 'This server cannot transcode: ffmpeg is not installed, so videos play as uploaded',
} as const;

/** The media key of a stored video named by a URL or path; an outside URL is refused. */
function videoKeyOf(reference: string): string {
  const key = toStoredMedia(reference);
  if (!key || !isStoredVideo(key)) throw badRequest(TRANSCODE_TEXTS.notOurs, { field: 'video' });
  return key;
}

/** Staff follow and restart the HLS transcode of a video; progress is also pushed as `transcode` socket events. */
export const videosModule: ApiModule = {
  staffArea: 'video-upload',
  async staff(api) {
    const { deps } = api;
    // Every process hears each transcode change (the worker may be another process) and tells its staff sockets.
    deps.changeFeed.on('transcode', (_, videoKey) => {
      if (!videoKey) return;
      readTranscode(deps, videoKey).then(
        (state) => deps.realtime.toStaff('transcode', state),
        () => undefined,
      );
    });

    api.get(
      '/transcodes',
      { schema: { tags, querystring: videoReference, response: { 200: transcodeRecord } } },
      async (request) => readTranscode(deps, videoKeyOf(request.query.video)),
    );

    api.post(
      '/transcodes',
      { schema: { tags, body: videoReference, response: { 200: transcodeWithMessage } } },
      async (request) => {
        const videoKey = videoKeyOf(request.body.video);
        if (!(await transcodingEnabled(deps))) throw new HttpError(409, TRANSCODE_TEXTS.noFfmpeg);
        if (!(await deps.media.exists(videoKey))) throw badRequest(TRANSCODE_TEXTS.notOurs, { field: 'video' });
        await queueTranscode(deps, videoKey, (tx, before, after) =>
          recordAudit(tx, request, {
            resource: 'transcodes',
            recordId: videoKey,
            // Each start queues a new job, even of a video already queued: always recorded.
            action: 'create',
            before,
            after,
          }),
        );
        return { ...(await readTranscode(deps, videoKey)), message: TRANSCODE_TEXTS.queued };
      },
    );
  },
};
