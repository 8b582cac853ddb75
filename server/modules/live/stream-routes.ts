import { LIVE_TEXTS } from '../../../common/live.js';
import { isStaff } from '../../../common/roles.js';
import { conflict, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  liveClassWithMessage,
  liveStreamFigures,
  type LiveWatch,
  liveWatch,
  streamKeyAnswer,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { livePlaylist } from './live-playlist.js';
import { findLiveClass } from './live-store.js';
import { takeOffAir } from './off-air.js';
import { liveClassFor } from './routes.js';
import { ingestUrl, newStreamKey, streamKeyHash } from './stream-keys.js';
import { endLiveClassAudited, readLiveClassRow, saveStreamKeyHash } from './stream-store.js';

const tags = ['live classes'];

/** Live classes' media: the member's player state and grant, the staff's stream key, figures and end. */
export const liveStreamModule: ApiModule = {
  staffArea: 'live',
  async subscriber(api) {
    const { deps } = api;
    api.get(
      '/live-classes/:id/watch',
      { schema: { tags, params: idParams, response: { 200: liveWatch } } },
      async (request): Promise<LiveWatch> => {
        const user = currentUser(request);
        const id = request.params.id;
        const found = await findLiveClass(deps.db, id, isStaff(user) ? undefined : deps.now());
        const status = found?.row.status;
        if (!found || !status || status === 'cancelled') throw notFound('Live class not found');
        if (status !== 'live') return { state: status, playlist: null };
        const playlist = await livePlaylist(deps, id, user);
        return { state: found.row.publishing ? 'live' : 'reconnecting', playlist };
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    api.get(
      '/live-classes/:id/stream',
      { schema: { tags, params: idParams, response: { 200: liveStreamFigures } } },
      async (request) => {
        const row = await readLiveClassRow(db, request.params.id);
        if (!row) throw notFound('Live class not found');
        const figures = await deps.liveFigures.of(row.id);
        return {
          hasStreamKey: row.streamKeyHash !== null,
          ingestUrl: ingestUrl(deps.config),
          publishing: row.publishing,
          viewers: figures.viewers,
          bitrateKbps: figures.bitrateKbps,
          droppedFrames: figures.droppedFrames,
          replayLectureId: row.replayLectureId,
        };
      },
    );
    api.post(
      '/live-classes/:id/stream-key',
      { schema: { tags, params: idParams, response: { 200: streamKeyAnswer } } },
      async (request) => {
        const streamKey = newStreamKey();
        if (!(await saveStreamKeyHash(db, request, request.params.id, streamKeyHash(streamKey))))
          throw notFound('Live class not found');
        return { streamKey, ingestUrl: ingestUrl(deps.config), message: LIVE_TEXTS.streamKeyMade };
      },
    );
    api.post(
      '/live-classes/:id/end',
      { schema: { tags, params: idParams, response: { 200: liveClassWithMessage } } },
      async (request) => {
        const { id } = request.params;
        const mark = () => endLiveClassAudited(db, request, id, deps.now());
        if (!(await takeOffAir(deps, id, mark))) throw conflict(LIVE_TEXTS.notLive);
        const found = await findLiveClass(db, id);
        if (!found) throw notFound('Live class not found');
        return { ...(await liveClassFor(deps, request, found)), message: LIVE_TEXTS.ended };
      },
    );
  },
};
