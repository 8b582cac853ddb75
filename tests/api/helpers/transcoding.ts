import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../../server/schemas/index.js';
import type { ApiClient } from './client.js';
import { newConnectionId, sendChunk, uploadEvents } from './video-upload.js';

export const run = promisify(execFile);

/**
 * A real H.264/AAC MP4 made by Debian's ffmpeg: a moving test picture and a tone, alone in a new
 * folder that `removeSourceVideo` takes away once the caller is done with it.
 */
export async function makeSourceVideo(width: number, height: number, seconds: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-source-'));
  const file = path.join(dir, `source-${height}p.mp4`);
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', file],
  ]);
  return file;
}

/** Removes a `makeSourceVideo` file with its folder (and whatever the test wrote beside it). */
export const removeSourceVideo = (file: string) => fs.rm(path.dirname(file), { recursive: true, force: true });

/** Uploads a file in 5 MiB chunks as the staff upload screen does; returns the upload's stable video path. */
export async function uploadVideo(baseUrl: string, staff: string, file: string): Promise<string> {
  const connectionId = newConnectionId();
  const bytes = await fs.readFile(file);
  const totalChunks = Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES);
  for (let chunkIndex = 0; chunkIndex < totalChunks; chunkIndex++) {
    const chunk = bytes.subarray(chunkIndex * UPLOAD_CHUNK_BYTES, (chunkIndex + 1) * UPLOAD_CHUNK_BYTES);
    const sent = await sendChunk(baseUrl, staff, chunk, { chunkIndex, totalChunks, connectionId });
    expect(sent.status).toBe(200);
  }
  const last = (await uploadEvents(baseUrl, staff, connectionId)).at(-1);
  expect(last.status).toBe('success');
  return last.data.videoUrl as string;
}

/** Polls the transcode of a video until `until` holds of it (or the test's own timeout ends it). */
export async function waitForTranscode(
  api: ApiClient,
  staff: string,
  video: string,
  until: (state: { status: string; progress: number }) => boolean,
) {
  for (;;) {
    const state = await api.get(`/transcodes?video=${encodeURIComponent(video)}`, staff);
    expect(state.status).toBe(200);
    if (until(state.body)) return state.body;
    if (state.body.status === 'failed' && !until(state.body)) throw new Error(`transcode failed: ${state.body.error}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
