import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import type { AppDeps } from '../../deps.js';
import { makePoster } from '../../services/video-probe.js';
import { probeSource } from '../videos/ffmpeg.js';
import { queueTranscode, transcodingEnabled } from '../videos/transcodes.js';
import type { LiveClassRow } from './live-store.js';
import { insertReplayLecture } from './stream-store.js';

const run = promisify(execFile);

export type ReplayDeps = Pick<AppDeps, 'db' | 'media' | 'jobs' | 'config' | 'now'>;

/**
 * The recording of an ended class as a draft lecture: its FLV rewrapped as an MP4 (no re-encode: the
 * lecture plays at once, as an upload does), a poster, then the transcode pipeline makes its ladder.
 * The recording is removed once the lecture holds it.
 */
export async function makeReplay(deps: ReplayDeps, row: LiveClassRow, recordingFile: string): Promise<number> {
  const name = `live-${row.id}-${randomBytes(6).toString('hex')}`;
  const mp4 = recordingFile.replace(/\.flv$/, '.mp4');
  try {
    await run(
      'ffmpeg',
      ['-nostdin', '-v', 'error', '-y', '-i', recordingFile, '-c', 'copy', '-movflags', '+faststart', mp4],
      {
        timeout: 10 * 60_000,
      },
    );
    const info = await probeSource(mp4);
    const hasPoster = await makePoster(mp4, `${mp4}.jpg`);
    const videoKey = `videos/${name}.mp4`;
    const posterKey = hasPoster ? `posters/${name}.jpg` : null;
    await deps.media.putFile(videoKey, mp4, 'video/mp4', { move: true });
    if (posterKey) await deps.media.putFile(posterKey, `${mp4}.jpg`, 'image/jpeg', { move: true });
    const video = { videoKey, posterKey, lengthSeconds: Math.round(info.durationSeconds) };
    const lectureId = await insertReplayLecture(deps.db, row, video, deps.now());
    if (await transcodingEnabled(deps)) await queueTranscode(deps, videoKey);
    await fs.rm(recordingFile, { force: true });
    return lectureId;
  } finally {
    await fs.rm(mp4, { force: true });
    await fs.rm(`${mp4}.jpg`, { force: true });
  }
}
