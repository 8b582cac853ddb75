import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, createMember, newDataDir, type Product, startProduct } from './helpers/product.js';
import { CHUNK, type ChunkUpload, finalEvent, sendChunk, writeBigMp4 } from './helpers/upload.js';
import { waitFor } from './helpers/wait.js';

const ROUNDS = 3;
const CALLS_PER_ROUND = 400;
const CONCURRENCY = 4;
const IDLE_SOCKETS = 1000;
const SLOW_HEADERS = 100;
const SLOW_BODIES = 50;

afterAll(cleanUp);

/** Latencies (ms) of `count` member calls, `CONCURRENCY` at a time: the small load whose p99 we compare. */
async function measure(product: Product, token: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) {
        const started = performance.now();
        const answer = await product.api.get('/courses', token);
        latencies.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`courses answered ${answer.status}`);
      }
    }),
  );
  return latencies;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)];

/** 1 000 sockets that never speak, and slowloris clients dribbling headers or a body a byte a second. */
function attack(product: Product, token: string) {
  const { port } = new URL(product.url);
  const sockets: net.Socket[] = [];
  const closedByServer = { idle: 0, headers: 0, bodies: 0 };
  const open = (kind: keyof typeof closedByServer, first?: string) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => first && socket.write(first));
    socket.on('error', () => undefined);
    // stop() forgets its sockets before destroying them: any other close came from the server.
    socket.on('close', () => sockets.includes(socket) && (closedByServer[kind] += 1));
    sockets.push(socket);
    return socket;
  };
  for (let i = 0; i < IDLE_SOCKETS; i += 1) open('idle');
  const headers = Array.from({ length: SLOW_HEADERS }, () =>
    open('headers', 'GET /api/courses HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
  );
  const bodies = Array.from({ length: SLOW_BODIES }, () =>
    open(
      'bodies',
      `POST /api/customer-support HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"message":"`,
    ),
  );
  const drip = setInterval(() => {
    for (const socket of headers)
      if (!socket.destroyed) socket.write(`X-Slow-${randomBytes(2).toString('hex')}: 1\r\n`);
    for (const socket of bodies) if (!socket.destroyed) socket.write('a');
  }, 1000);
  return {
    closedByServer,
    stop() {
      clearInterval(drip);
      for (const socket of sockets.splice(0)) socket.destroy();
    },
  };
}

/** One connection sending a header line a second, forever: the server must hang up on it. */
function slowHeaders(product: Product) {
  const started = Date.now();
  let closedAt: number | undefined;
  const socket = net.connect(Number(new URL(product.url).port), '127.0.0.1', () =>
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
  );
  const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 1000);
  socket
    .on('error', () => undefined)
    .on('close', () => {
      closedAt = Date.now();
      clearInterval(drip);
    });
  return { closed: () => closedAt !== undefined, closedAfterMs: () => (closedAt ?? Date.now()) - started };
}

describe('slow and idle clients', () => {
  it('do not starve the API (p99 within 3x of idle), are cut off after the header timeout, and a slow 5 MiB chunk still arrives', async () => {
    const dataDir = await newDataDir();
    const product = await startProduct(dataDir);
    const adminToken = await product.adminToken();
    const member = await createMember(product, adminToken);
    await measure(product, member.token, 100); // warm-up: compiled routes, prepared statements

    // A legitimate upload on a slow link runs through the whole test: 5 MiB over about 30 s.
    const source = path.join(dataDir, 'source.mp4');
    await writeBigMp4(source, CHUNK);
    const upload: ChunkUpload = {
      product,
      token: adminToken,
      file: source,
      connectionId: randomBytes(9).toString('base64url'),
      totalChunks: 1,
    };
    const slowUpload = sendChunk(upload, 0, { pieceDelayMs: 1500 });
    const slowloris = slowHeaders(product);

    const idle: number[] = [];
    const attacked: number[] = [];
    const closedByServer: string[] = [];
    // Idle and attacked rounds alternate, so the machine's other load weighs on both alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      idle.push(...(await measure(product, member.token, CALLS_PER_ROUND)));
      const attackers = attack(product, member.token);
      await measure(product, member.token, CALLS_PER_ROUND / 4); // the sockets are accepted before we count
      attacked.push(...(await measure(product, member.token, CALLS_PER_ROUND)));
      closedByServer.push(JSON.stringify(attackers.closedByServer));
      attackers.stop();
    }
    const ratio = p99(attacked) / p99(idle);
    console.log(
      `[reliability] p99 idle ${p99(idle).toFixed(1)} ms, under ${IDLE_SOCKETS} idle + ${SLOW_HEADERS + SLOW_BODIES} slowloris sockets ${p99(attacked).toFixed(1)} ms: ratio ${ratio.toFixed(2)}; attacker sockets closed by the server per round ${closedByServer.join(' ')}`,
    );
    expect(ratio).toBeLessThanOrEqual(3);

    // headersTimeout (20 s) plus one connection check (every 5 s): long over by now on a calm machine.
    await waitFor(slowloris.closed, 'the server to close a connection whose headers never finish', 40_000, 100);
    console.log(`[reliability] slowloris headers closed after ${slowloris.closedAfterMs()} ms`);
    expect((await slowUpload).status).toBe(200);
    expect(await finalEvent(upload)).toMatchObject({ status: 'success' });
    await product.stop();
  });
});
