import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, createMember, newDataDir, postmasterPid, type Product, startProduct } from './helpers/product.js';
import {
  CHUNK,
  type ChunkUpload,
  finalEvent,
  receivedChunks,
  sendChunk,
  stagedBytes,
  writeBigMp4,
} from './helpers/upload.js';
import { waitFor } from './helpers/wait.js';

afterAll(cleanUp);

type Outcome = 'done' | 'retryable' | 'dropped';
const RECOVERY = /not properly shut down|automatic recovery|was interrupted/;

/**
 * 2xx: done. A JSON 503 or a refused connection: retryable. A connection closed without an answer:
 * dropped, acceptable only for a request the server never took in (checked against the database).
 */
async function classify(request: Promise<Response>): Promise<Outcome> {
  try {
    const answer = await request;
    if (answer.ok) return 'done';
    const body = await answer.json().catch(() => ({}));
    if (answer.status === 503 && typeof body.message === 'string') return 'retryable';
    throw new Error(`unexpected ${answer.status} ${JSON.stringify(body)}`);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return 'retryable';
    if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET') return 'dropped';
    throw error;
  }
}

/** Posts support requests until the server refuses connections; every message and its outcome. */
async function writeUntilGone(
  product: Product,
  token: string,
  writer: number,
  outcomes: Map<string, Outcome>,
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const message = `writer ${writer} request ${n}`;
    const outcome = await classify(
      fetch(`${product.url}/api/customer-support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Writer', email: 'writer@example.com', title: 'Account issues', message }),
      }),
    );
    outcomes.set(message, outcome);
    if (
      outcome !== 'done' &&
      !(await product.api.get('/health').then(
        () => true,
        () => false,
      ))
    )
      return;
  }
}

describe('SIGTERM under load', () => {
  it('finishes or retryably refuses every request, closes sockets cleanly and stops PostgreSQL cleanly', async () => {
    const dataDir = await newDataDir();
    const source = path.join(dataDir, 'source.mp4');
    await writeBigMp4(source, 12 * CHUNK);
    const product = await startProduct(dataDir);
    const adminToken = await product.adminToken();
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(product, adminToken)));

    const closeCodes: (number | string)[] = [];
    const sockets: Socket[] = members.map((member) =>
      io(product.url, {
        path: '/socket.io/',
        transports: ['websocket'],
        auth: { token: member.token },
        reconnection: false,
      }),
    );
    for (const socket of sockets)
      socket.on('disconnect', (_reason, details) =>
        closeCodes.push((details as { context?: { code?: number } })?.context?.code ?? String(_reason)),
      );
    await waitFor(() => sockets.every((socket) => socket.connected), 'every socket connected');

    const outcomes = new Map<string, Outcome>();
    const writers = Promise.all(members.map((member, index) => writeUntilGone(product, member.token, index, outcomes)));
    const upload: ChunkUpload = {
      product,
      token: adminToken,
      file: source,
      connectionId: randomBytes(9).toString('base64url'),
      totalChunks: 12,
    };
    const chunkOutcomes: Outcome[] = [];
    const uploading = (async () => {
      // A slow link: each 5 MiB chunk takes about a second.
      for (let index = 0; index < upload.totalChunks; index += 1) {
        const outcome = await classify(sendChunk(upload, index, { pieceDelayMs: 40 }));
        chunkOutcomes.push(outcome);
        if (outcome !== 'done') return;
      }
    })();

    await waitFor(
      async () =>
        outcomes.size > 200 && chunkOutcomes.length >= 2 && (await stagedBytes(dataDir)) > chunkOutcomes.length * CHUNK,
      'load and a chunk in flight',
    );
    const signalled = Date.now();
    const exit = await product.stop('SIGTERM');
    const shutdownMs = Date.now() - signalled;
    await Promise.all([writers, uploading]);

    const counts = { done: 0, retryable: 0, dropped: 0 };
    for (const outcome of outcomes.values()) counts[outcome] += 1;
    console.log(
      `[reliability] SIGTERM: exit ${exit.code} after ${shutdownMs} ms; requests ${JSON.stringify(counts)}; chunks ${JSON.stringify(chunkOutcomes)}; socket close codes ${JSON.stringify(closeCodes)}`,
    );
    expect(exit.code).toBe(0);
    expect(chunkOutcomes.filter((outcome) => outcome === 'done').length).toBeGreaterThanOrEqual(3);
    expect(chunkOutcomes.at(-1)).not.toBe('dropped');
    await waitFor(() => closeCodes.length === sockets.length, 'every socket told of the close');
    // A close frame was sent (1005: one without a status code); 1006 would be a dropped connection.
    expect(closeCodes.every((code) => code === 1000 || code === 1001 || code === 1005)).toBe(true);
    expect(await postmasterPid(dataDir)).toBeNull();
    await expect(fs.stat(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();

    const pgLogBefore = (await fs.readFile(path.join(dataDir, 'pg.log'), 'utf8')).length;
    const again = await startProduct(dataDir);
    const pgLogAfter = (await fs.readFile(path.join(dataDir, 'pg.log'), 'utf8')).slice(pgLogBefore);
    expect(pgLogAfter).not.toMatch(RECOVERY);
    // Every acknowledged write is there, and the upload resumes where the last acknowledged chunk left it.
    const stored = new Set(
      (await again.api.get<{ message: string }[]>('/customer-support', await again.adminToken())).body.map(
        (row) => row.message,
      ),
    );
    expect([...outcomes].filter(([message, outcome]) => outcome === 'done' && !stored.has(message))).toEqual([]);
    // A dropped connection is only the keep-alive race of a request sent as its idle socket closed: never taken in.
    expect([...outcomes].filter(([message, outcome]) => outcome !== 'done' && stored.has(message))).toEqual([]);
    Object.assign(upload, { product: again, token: await again.adminToken() });
    const received = await receivedChunks(upload);
    for (let index = 0; index < upload.totalChunks; index += 1)
      if (!received.includes(index)) expect((await sendChunk(upload, index)).status).toBe(200);
    expect(await finalEvent(upload)).toMatchObject({ status: 'success' });
    await again.stop();
  });
});
