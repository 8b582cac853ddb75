import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import { CHUNK as CHUNK_BYTES } from '../../reliability/helpers/upload.js';
import { pinnedCommand, SERVER_CPU } from '../cpu.js';

export interface UploadTiming {
  /** Every chunk acknowledged (its bytes durable on the server). */
  acknowledgedMs: number;
  /** The progress stream's success event: the video checked, measured, postered and stored. */
  doneMs: number;
}

/**
 * Uploads `video` as the browser does: 5 MiB multipart chunks, `inFlight` at once over keep-alive
 * connections, then waits for the success event. Bodies are sent from slices of `video`, not copied.
 */
export async function chunkedUpload(base: string, token: string, video: Buffer, inFlight = 4): Promise<UploadTiming> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const connectionId = randomBytes(9).toString('base64url');
  const totalChunks = Math.ceil(video.length / CHUNK_BYTES);
  const started = performance.now();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        for (let index = next++; index < totalChunks; index = next++) {
          await sendChunk(base, token, agent, {
            connectionId,
            index,
            totalChunks,
            bytes: video.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES),
          });
        }
      }),
    );
    const acknowledgedMs = performance.now() - started;
    const final = await finalEvent(base, token, connectionId);
    if (final.status !== 'success') throw new Error(`upload ended with ${JSON.stringify(final)}`);
    return { acknowledgedMs, doneMs: performance.now() - started };
  } finally {
    agent.destroy();
  }
}

interface Chunk {
  connectionId: string;
  index: number;
  totalChunks: number;
  bytes: Buffer;
}

function sendChunk(base: string, token: string, agent: http.Agent, chunk: Chunk): Promise<void> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('chunkIndex', String(chunk.index)) +
      field('totalChunks', String(chunk.totalChunks)) +
      field('fileName', 'bench-lecture.mp4') +
      field('connectionId', chunk.connectionId) +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench-lecture.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/lectures/upload`, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + chunk.bytes.length + tail.length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const body: Buffer[] = [];
      response.on('data', (piece: Buffer) => body.push(piece));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve()
          : reject(new Error(`chunk ${chunk.index}: ${response.statusCode} ${Buffer.concat(body)}`)),
      );
    });
    request.write(head);
    request.write(chunk.bytes);
    request.end(tail);
  });
}

async function finalEvent(base: string, token: string, connectionId: string): Promise<{ status: string }> {
  const response = await fetch(`${base}/api/lectures/progress/${connectionId}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  const events = (await response.text()).split('\n\n').filter((block) => block.startsWith('data: '));
  return JSON.parse(events.at(-1)!.slice(6));
}

/** The reference: the same bytes written to the same filesystem and fsynced, by dd on the server's CPU. */
export async function ddWriteMs(source: string, target: string): Promise<number> {
  const [command, args] = pinnedCommand(SERVER_CPU, 'dd', [
    `if=${source}`,
    `of=${target}`,
    `bs=${CHUNK_BYTES}`,
    'conv=fsync',
    'status=none',
  ]);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    spawn(command, args, { stdio: 'inherit' })
      .on('error', reject)
      .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dd exited with ${code}`))));
  });
  const elapsed = performance.now() - started;
  await fs.rm(target, { force: true });
  return elapsed;
}
