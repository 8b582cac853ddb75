import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Product, ROOT } from './product.js';

export const CHUNK = 5 * 1024 * 1024;
const DEMO_VIDEO = path.join(ROOT, 'server/db/demo/media/lecture-01.mp4');

/** The demo MP4 grown to `bytes` with a trailing `free` box of random bytes: valid, and every chunk differs. */
export async function writeBigMp4(file: string, bytes: number): Promise<string> {
  const video = await fs.readFile(DEMO_VIDEO);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(bytes - video.length, 0);
  header.write('free', 4, 'latin1');
  const out = await fs.open(file, 'w');
  try {
    await out.write(Buffer.concat([video, header]));
    for (let left = bytes - video.length - header.length; left > 0; left -= CHUNK)
      await out.write(randomBytes(Math.min(CHUNK, left)));
  } finally {
    await out.close();
  }
  return sha256(file);
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(file)) hash.update(piece);
  return hash.digest('hex');
}

async function readChunk(file: string, index: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK);
    const { bytesRead } = await handle.read(buffer, 0, CHUNK, index * CHUNK);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface ChunkUpload {
  product: Product;
  token: string;
  file: string;
  connectionId: string;
  totalChunks: number;
}

/** How the chunk's body travels: at once, paced like a slow link, or stopping halfway for good. */
export type Pacing = 'at-once' | 'stall-halfway' | { pieceDelayMs: number };
const PIECE = 256 * 1024;

/** Sends one chunk as the client does, its body paced as asked. */
export async function sendChunk(upload: ChunkUpload, index: number, pacing: Pacing = 'at-once'): Promise<Response> {
  const form = new FormData();
  form.append('chunkIndex', String(index));
  form.append('totalChunks', String(upload.totalChunks));
  form.append('fileName', 'long-lecture.mp4');
  form.append('connectionId', upload.connectionId);
  form.append('file', new Blob([new Uint8Array(await readChunk(upload.file, index))]), 'long-lecture.mp4');
  const encoded = new Request('http://encoder.invalid', { method: 'POST', body: form });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return fetch(`${upload.product.url}/api/lectures/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${upload.token}`, 'content-type': encoded.headers.get('content-type')! },
    body: pacing === 'at-once' ? bytes : pacedBody(bytes, pacing),
    duplex: 'half',
  } as RequestInit);
}

function pacedBody(bytes: Buffer, pacing: Exclude<Pacing, 'at-once'>): ReadableStream<Uint8Array> {
  if (pacing === 'stall-halfway')
    return new ReadableStream({ start: (controller) => controller.enqueue(bytes.subarray(0, bytes.length >> 1)) });
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (offset > 0) await sleep(pacing.pieceDelayMs);
      controller.enqueue(bytes.subarray(offset, offset + PIECE));
      offset += PIECE;
      if (offset >= bytes.length) controller.close();
    },
  });
}

export async function receivedChunks(upload: ChunkUpload): Promise<number[]> {
  const answer = await upload.product.api.get(`/lectures/upload/${upload.connectionId}`, upload.token);
  if (answer.status === 404) return [];
  if (answer.status !== 200) throw new Error(`resume query failed: ${answer.status}`);
  return answer.body.receivedChunks;
}

/** Entries under DATA_DIR/uploads: chunk folders or growing files, whatever the chunk store's layout. */
export async function stagingEntries(dataDir: string): Promise<string[]> {
  return fs.readdir(path.join(dataDir, 'uploads')).catch(() => []);
}

/** Bytes the server has put under DATA_DIR/uploads: above n × 5 MiB, chunk n is partly on disk. */
export async function stagedBytes(dataDir: string): Promise<number> {
  const entries = await fs
    .readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
    .catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) =>
        fs.stat(path.join(e.parentPath, e.name)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Waits for the upload's end on its event stream; returns the last event. */
export async function finalEvent(upload: ChunkUpload): Promise<any> {
  const response = await fetch(
    `${upload.product.url}/api/lectures/progress/${upload.connectionId}?token=${upload.token}`,
    { headers: { accept: 'text/event-stream' } },
  );
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)))
    .at(-1);
}
