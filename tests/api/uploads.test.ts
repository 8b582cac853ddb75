import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signIn, signUpVerified } from './helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

const CHUNK = 5 * 1024 * 1024;
const DEMO_VIDEO = path.join(import.meta.dirname, '../../server/db/demo/media/lecture-01.mp4');

let server: TestServer;
let api: ApiClient;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  staffToken = await signIn(api, ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

/** The 12 s demo MP4 grown past two chunks with a trailing `free` box: still a valid MP4. */
async function bigMp4(): Promise<Buffer> {
  const video = await fs.readFile(DEMO_VIDEO);
  const padding = 2 * CHUNK + 1234 - video.length;
  const free = Buffer.alloc(padding);
  free.writeUInt32BE(padding, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([video, free]);
}

const newConnectionId = () => randomBytes(9).toString('base64url');

interface ChunkFields {
  chunkIndex: number;
  totalChunks: number;
  connectionId: string;
  fileName?: string;
}

/** One chunk as the upload screen sends it (fields, then the file), or with the file first. */
function sendChunk(bytes: Buffer, fields: ChunkFields, token = staffToken, fileFirst = false) {
  const form = new FormData();
  const file = () => form.append('file', new Blob([new Uint8Array(bytes)]), fields.fileName ?? 'lecture.mp4');
  if (fileFirst) file();
  form.append('chunkIndex', String(fields.chunkIndex));
  form.append('totalChunks', String(fields.totalChunks));
  form.append('fileName', fields.fileName ?? 'lecture.mp4');
  form.append('connectionId', fields.connectionId);
  if (!fileFirst) file();
  return fetch(`${server.url}/api/lectures/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Reads the progress stream (token in the query, as EventSource sends it) until it ends. */
async function readEvents(connectionId: string): Promise<any[]> {
  const response = await fetch(`${server.url}/api/lectures/progress/${connectionId}?token=${staffToken}`, {
    headers: { accept: 'text/event-stream' },
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)));
}

describe('chunked video upload', () => {
  it('takes chunks in any order, re-sent ones too, and reports the video over SSE', async () => {
    const video = await bigMp4();
    const chunks = [video.subarray(0, CHUNK), video.subarray(CHUNK, 2 * CHUNK), video.subarray(2 * CHUNK)];
    const connectionId = newConnectionId();
    for (const index of [2, 0]) {
      expect((await sendChunk(chunks[index], { chunkIndex: index, totalChunks: 3, connectionId })).status).toBe(200);
    }
    expect((await sendChunk(chunks[0], { chunkIndex: 0, totalChunks: 3, connectionId })).status).toBe(200);
    expect((await api.get(`/lectures/upload/${connectionId}`, staffToken)).body).toEqual({ receivedChunks: [0, 2] });

    const last = await sendChunk(chunks[1], { chunkIndex: 1, totalChunks: 3, connectionId });
    expect(await last.json()).toEqual({ chunkIndex: 1, received: 3, total: 3 });

    const events = await readEvents(connectionId);
    expect(events.at(-1)).toEqual({
      status: 'success',
      data: {
        videoUrl: `/media/videos/${connectionId}.mp4`,
        lectureLength: 12,
        poster: `/media/posters/${connectionId}.jpg`,
      },
    });
    const stored = await fs.stat(path.join(server.dataDir, 'media', 'videos', `${connectionId}.mp4`));
    expect(stored.size).toBe(video.length);
    await expect(fs.stat(path.join(server.dataDir, 'uploads', connectionId))).rejects.toThrow();
  });

  it('writes each chunk at its place in one file, never rewrites an acknowledged one, and stores that file', async () => {
    const video = await bigMp4();
    const connectionId = newConnectionId();
    const staged = path.join(server.dataDir, 'uploads', `${connectionId}.mp4`);
    expect((await sendChunk(video.subarray(2 * CHUNK), { chunkIndex: 2, totalChunks: 3, connectionId })).status).toBe(
      200,
    );
    expect((await sendChunk(video.subarray(0, CHUNK), { chunkIndex: 0, totalChunks: 3, connectionId })).status).toBe(
      200,
    );
    expect(await fs.readdir(path.join(server.dataDir, 'uploads'))).toContain(`${connectionId}.mp4`);
    expect((await fs.stat(staged)).size).toBe(video.length);
    // A client resending chunk 0 with other bytes gets its answer, and the acknowledged bytes stay.
    const other = randomBytes(CHUNK);
    expect(await (await sendChunk(other, { chunkIndex: 0, totalChunks: 3, connectionId })).json()).toEqual({
      chunkIndex: 0,
      received: 2,
      total: 3,
    });
    expect(
      (await sendChunk(video.subarray(CHUNK, 2 * CHUNK), { chunkIndex: 1, totalChunks: 3, connectionId })).status,
    ).toBe(200);

    expect((await readEvents(connectionId)).at(-1).status).toBe('success');
    const stored = await fs.readFile(path.join(server.dataDir, 'media', 'videos', `${connectionId}.mp4`));
    expect(stored.equals(video)).toBe(true);
    await expect(fs.stat(staged)).rejects.toThrow();
  });

  it('takes a chunk whose file comes before its fields', async () => {
    const video = await fs.readFile(DEMO_VIDEO);
    const connectionId = newConnectionId();
    expect((await sendChunk(video, { chunkIndex: 0, totalChunks: 1, connectionId }, staffToken, true)).status).toBe(
      200,
    );
    expect((await readEvents(connectionId)).at(-1)).toMatchObject({ status: 'success', data: { lectureLength: 12 } });
  });

  it('refuses a file that is not an MP4 by its bytes, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const answer = await sendChunk(png, {
      chunkIndex: 0,
      totalChunks: 1,
      connectionId: newConnectionId(),
      fileName: 'movie.mp4',
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('Only MP4 videos are accepted');
  });

  it('refuses a short chunk that is not the last one', async () => {
    const video = await fs.readFile(DEMO_VIDEO);
    const answer = await sendChunk(video, { chunkIndex: 0, totalChunks: 2, connectionId: newConnectionId() });
    expect(answer.status).toBe(400);
  });

  it('refuses a chunk that names more chunks than the upload began with', async () => {
    const video = await bigMp4();
    const connectionId = newConnectionId();
    expect((await sendChunk(video.subarray(0, CHUNK), { chunkIndex: 0, totalChunks: 3, connectionId })).status).toBe(
      200,
    );
    expect(
      (await sendChunk(video.subarray(CHUNK, 2 * CHUNK), { chunkIndex: 1, totalChunks: 4, connectionId })).status,
    ).toBe(409);
  });

  it('reports an error event for an MP4 without a playable movie', async () => {
    const ftyp = Buffer.from('0000001866747970697336d00000000069736f6d6d703432'.replace('697336d0', '69736f6d'), 'hex');
    const connectionId = newConnectionId();
    expect(
      (await sendChunk(Buffer.concat([ftyp, Buffer.alloc(64)]), { chunkIndex: 0, totalChunks: 1, connectionId }))
        .status,
    ).toBe(200);
    expect((await readEvents(connectionId)).at(-1)).toEqual({
      status: 'error',
      message: 'The file is not a playable MP4 video',
    });
  });

  it('is for staff only', async () => {
    const member = await signUpVerified(api, server.outbox);
    const memberToken = await signIn(api, member.email, member.password);
    const video = await fs.readFile(DEMO_VIDEO);
    expect(
      (await sendChunk(video, { chunkIndex: 0, totalChunks: 1, connectionId: newConnectionId() }, memberToken)).status,
    ).toBe(403);
    expect((await api.get(`/lectures/upload/${newConnectionId()}`)).status).toBe(401);
  });
});
