import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, newDataDir, startProduct } from './helpers/product.js';
import {
  CHUNK,
  type ChunkUpload,
  finalEvent,
  receivedChunks,
  sendChunk,
  sha256,
  stagedBytes,
  stagingEntries,
  writeBigMp4,
} from './helpers/upload.js';
import { waitFor } from './helpers/wait.js';

const VIDEO_BYTES = 200 * 1024 * 1024;
const KILL_AT = [0.1, 0.5, 0.95];

afterAll(cleanUp);

/** Sends every chunk below `until` that the server has not acknowledged yet, as a resuming client does. */
async function resume(upload: ChunkUpload, until: number): Promise<void> {
  const received = new Set(await receivedChunks(upload));
  for (let index = 0; index < until; index += 1) {
    if (received.has(index)) continue;
    const answer = await sendChunk(upload, index);
    expect(answer.status, `chunk ${index}`).toBe(200);
  }
}

describe('SIGKILL during a 200 MiB chunked upload', () => {
  it('resumes after each kill (10 %, 50 %, 95 %) to a byte-identical video and leaves no staging files', async () => {
    const dataDir = await newDataDir();
    const source = path.join(dataDir, 'source.mp4');
    const sourceHash = await writeBigMp4(source, VIDEO_BYTES);
    const totalChunks = Math.ceil(VIDEO_BYTES / CHUNK);
    let product = await startProduct(dataDir);
    const upload: ChunkUpload = {
      product,
      token: await product.adminToken(),
      file: source,
      connectionId: randomBytes(9).toString('base64url'),
      totalChunks,
    };

    for (const fraction of KILL_AT) {
      const killedChunk = Math.floor(totalChunks * fraction);
      await resume(upload, killedChunk);
      // The next chunk is half on the server when the process dies.
      const inFlight = sendChunk(upload, killedChunk, 'stall-halfway').then(
        (answer) => answer.status,
        () => 'connection lost',
      );
      await waitFor(
        async () => (await stagedBytes(dataDir)) > killedChunk * CHUNK,
        `chunk ${killedChunk} partly on disk`,
      );
      await product.stop('SIGKILL');
      expect(await inFlight).toBe('connection lost');

      product = await startProduct(dataDir);
      upload.product = product;
      upload.token = await product.adminToken();
      const received = await receivedChunks(upload);
      console.log(
        `[reliability] upload killed at ${fraction * 100} % (chunk ${killedChunk}/${totalChunks}): ${received.length} chunks kept, start sweep left ${JSON.stringify(await stagingEntries(dataDir))}`,
      );
      expect(received).toEqual(Array.from({ length: killedChunk }, (_, index) => index));
      // Whatever the killed request left is the upload's own or swept at start.
      expect((await stagingEntries(dataDir)).every((name) => name.startsWith(upload.connectionId))).toBe(true);
    }

    await resume(upload, totalChunks);
    const done = await finalEvent(upload);
    expect(done).toMatchObject({ status: 'success', data: { videoUrl: `/media/videos/${upload.connectionId}.mp4` } });
    const storedHash = await sha256(path.join(dataDir, 'media', 'videos', `${upload.connectionId}.mp4`));
    console.log(
      `[reliability] resumed upload sha256 ${storedHash === sourceHash ? 'matches' : 'DIFFERS'} (${sourceHash.slice(0, 16)}…)`,
    );
    expect(storedHash).toBe(sourceHash);
    expect(await stagingEntries(dataDir)).toEqual([]);
    await product.stop();
  });
});
