import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChunkFields, DEMO_VIDEO, newConnectionId, sendChunk, uploadEvents } from '../api/helpers/video-upload.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V5 (file handling): staff video uploads against spoofed types, traversal and malformed chunks. */
const CHUNK = 5 * 1024 * 1024;
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

const send = (bytes: Buffer, fields: ChunkFields) => sendChunk(cast.server.url, cast.staff, bytes, fields);
const receivedChunks = async (connectionId: string) =>
  (await cast.api.get(`/lectures/upload/${connectionId}`, cast.staff)).body?.receivedChunks ?? [];

async function expectRefused(bytes: Buffer, fields: ChunkFields, status = 400) {
  const response = await send(bytes, fields);
  expect(response.status).toBe(status);
  expect((await response.json()).message).toBeTruthy();
  expect(await receivedChunks(fields.connectionId)).toEqual([]);
}

/**
 * Every file whose name contains `marker` under `dir`, down to `depth` folders below it: the machine's
 * temporary folder can hold whole checkouts, too many files to read to the bottom within a test.
 */
async function filesNamed(dir: string, marker: string, depth = Infinity): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found = entries.filter((entry) => entry.name.includes(marker)).map((entry) => path.join(dir, entry.name));
  if (depth === 0) return found;
  const below = entries.filter((entry) => entry.isDirectory() && !entry.isSymbolicLink());
  const deeper = await Promise.all(below.map((entry) => filesNamed(path.join(dir, entry.name), marker, depth - 1)));
  return [...found, ...deeper.flat()];
}

/** The folders `../../../../` can reach from the data folder: each of its ancestors. */
const ancestors = (dir: string): string[] =>
  dir === path.dirname(dir) ? [dir] : [dir, ...ancestors(path.dirname(dir))];

describe('video uploads', () => {
  it('refuses bytes that are not an MP4, whatever the name says', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expectRefused(png, {
      chunkIndex: 0,
      totalChunks: 1,
      connectionId: newConnectionId(),
      fileName: 'lecture.mp4',
    });
    await expectRefused(Buffer.from('#!/bin/sh\nrm -rf /\n'), {
      chunkIndex: 0,
      totalChunks: 1,
      connectionId: newConnectionId(),
      fileName: 'lecture.mp4',
    });
  });

  it('never uses the file name as a path', async () => {
    const marker = `escape-${randomBytes(4).toString('hex')}`;
    const connectionId = newConnectionId();
    const sent = await send(await fs.readFile(DEMO_VIDEO), {
      chunkIndex: 0,
      totalChunks: 1,
      connectionId,
      fileName: `../../../../${marker}.mp4`,
    });
    expect(sent.status).toBe(200);
    expect((await uploadEvents(cast.server.url, cast.staff, connectionId)).at(-1).data.videoUrl).toBe(
      `/media/videos/${connectionId}.mp4`,
    );
    expect(await filesNamed(cast.server.dataDir, marker)).toEqual([]);
    for (const dir of ancestors(path.dirname(cast.server.dataDir)))
      expect(await filesNamed(dir, marker, 0)).toEqual([]);
    // A temporary file an upload library might name after the upload, a folder or two down.
    expect(await filesNamed(os.tmpdir(), marker, 2)).toEqual([]);
  });

  it('refuses a traversal in the connection id', async () => {
    for (const connectionId of ['../../etc', '..%2F..%2Fetc', 'a/b/c/d/e/f']) {
      const response = await send(await fs.readFile(DEMO_VIDEO), { chunkIndex: 0, totalChunks: 1, connectionId });
      expect(response.status).toBe(400);
    }
  });

  it('refuses an oversized chunk and a truncated one that is not the last', async () => {
    const video = await fs.readFile(DEMO_VIDEO);
    const oversized = Buffer.concat([video, Buffer.alloc(CHUNK + 1 - video.length)]);
    await expectRefused(oversized, { chunkIndex: 0, totalChunks: 2, connectionId: newConnectionId() });
    await expectRefused(video, { chunkIndex: 0, totalChunks: 2, connectionId: newConnectionId() });
  });

  it.each([
    [3, 3],
    [-1, 3],
    [0, 0],
    [3_000_000_000, 3],
    ['1.5', 3],
    ['x', 3],
  ])('refuses chunk %s of %s', async (chunkIndex, totalChunks) => {
    await expectRefused(await fs.readFile(DEMO_VIDEO), { chunkIndex, totalChunks, connectionId: newConnectionId() });
  });

  it('refuses an upload larger than MAX_VIDEO_BYTES before storing anything', async () => {
    await expectRefused(
      await fs.readFile(DEMO_VIDEO),
      { chunkIndex: 0, totalChunks: 2_000_000, connectionId: newConnectionId() },
      413,
    );
  });
});
