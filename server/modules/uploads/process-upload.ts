import fs from 'node:fs/promises';
import type { AppDeps } from '../../deps.js';
import { makePoster, mp4DurationSeconds } from '../../services/video-probe.js';
import { queueTranscode, transcodingEnabled } from '../videos/transcodes.js';
import type { ChunkStore } from './chunk-store.js';
import { announceUploadChange } from './progress-stream.js';
import { UPLOAD_TEXTS } from './texts.js';
import { saveOutcome } from './uploads-store.js';

/** All chunks are in place (and durable): check it is a playable MP4, measure it, make a poster, store it. */
export async function processUpload(deps: AppDeps, store: ChunkStore, connectionId: string): Promise<void> {
  const videoKey = `videos/${connectionId}.mp4`;
  const posterKey = `posters/${connectionId}.jpg`;
  try {
    const file = store.stagedVideo(connectionId);
    const { size } = await fs.stat(file);
    if (size > deps.config.MAX_VIDEO_BYTES) throw new Error(UPLOAD_TEXTS.tooLarge);
    const duration = await mp4DurationSeconds(file);
    if (duration === null) throw new Error(UPLOAD_TEXTS.notPlayable);
    const hasPoster = await makePoster(file, `${file}.jpg`);
    await deps.media.putFile(videoKey, file, 'video/mp4', { move: true });
    if (hasPoster) await deps.media.putFile(posterKey, `${file}.jpg`, 'image/jpeg', { move: true });
    await saveOutcome(deps.db, connectionId, {
      status: 'done',
      videoKey,
      posterKey: hasPoster ? posterKey : null,
      lengthSeconds: Math.round(duration),
      updatedAt: deps.now(),
    });
    announceUploadChange(connectionId);
  } catch (error) {
    await store.discard(connectionId);
    const message =
      error instanceof Error && Object.values(UPLOAD_TEXTS).includes(error.message as never)
        ? error.message
        : UPLOAD_TEXTS.failed;
    await saveOutcome(deps.db, connectionId, { status: 'error', error: message, updatedAt: deps.now() });
    announceUploadChange(connectionId);
    return;
  }
  // The MP4 plays at once; its HLS ladder follows when a worker has made it. Were the database away
  // now, staff still see "not transcoded" on the lecture and can start it there.
  if (await transcodingEnabled(deps)) await queueTranscode(deps, videoKey).catch(() => undefined);
}
