import fs from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import send from '@fastify/send';
import type { FastifyReply } from 'fastify';

/**
 * Node has no sendfile: every byte is read into a buffer and written to the socket. Reads of 1 MiB
 * instead of a stream's 64 KiB cut the read/write round trips 16-fold; more buys little and costs
 * memory per viewer.
 */
export const FILE_CHUNK_BYTES = 1024 * 1024;
/** Chunk buffers kept for the next answers: enough for a few dozen streams at once, 64 MiB at most. */
const SPARE_LIMIT = 64;
const spare: Buffer[] = [];
const takeBuffer = () => spare.pop() ?? Buffer.allocUnsafeSlow(FILE_CHUNK_BYTES);
const giveBack = (buffers: Buffer[]) => spare.push(...buffers.slice(0, SPARE_LIMIT - spare.length));

/**
 * Answers a GET or HEAD with the file `key` under `root`, as @fastify/send decides the answer: 404
 * for none, ranges (206, 416), validators and conditional requests (304, 412), type and length.
 *
 * The body is not @fastify/send's read stream. A read stream allocates a new buffer for each chunk,
 * and a gigabyte a second of buffers outside V8's heap makes it collect its whole heap many times a
 * second: 40 % of the main thread while ffmpeg shared the CPUs. Here two buffers, used again for
 * each chunk (and by the next answer), take turns: one is read from disk while the other is written.
 */
export async function answerWithFile(reply: FastifyReply, root: string, key: string): Promise<FastifyReply> {
  const request = reply.request.raw;
  // Asked as a HEAD, send decides the answer's status and headers without opening a stream of its own.
  const asHead = { method: 'HEAD', headers: request.headers } as unknown as IncomingMessage;
  const decided = await send(asHead, `/${encodeURI(key)}`, { root, cacheControl: false });
  if (decided.type === 'directory') return notFound(reply);
  if (decided.type === 'error') {
    const error = decided.metadata.error as NodeJS.ErrnoException & { status?: number };
    return error.code === 'ENOENT' || error.status === 404 ? notFound(reply) : reply.send(error);
  }
  reply.code(decided.statusCode).headers(decided.headers);
  if (request.method === 'HEAD' || decided.statusCode === 304) return reply.send(decided.stream);

  const file = await fs.open(decided.metadata.path, 'r').catch(() => null);
  if (!file) return notFound(reply);
  const length = Number(decided.headers['Content-Length']);
  const start = Number(/^bytes (\d+)-/.exec(decided.headers['Content-Range'] ?? '')?.[1] ?? 0);
  reply.hijack();
  reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  await writeRegion(file, reply.raw, start, length)
    .catch(() => reply.raw.destroy())
    .finally(() => file.close());
  return reply;
}

/** The app's own 404, as for any path nothing answers. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** Writes `length` bytes of `file` from `start`, reading the next chunk while the last is written. */
async function writeRegion(file: fs.FileHandle, response: ServerResponse, start: number, length: number) {
  const closed = new Promise<'closed'>((resolve) => response.once('close', () => resolve('closed')));
  const buffers = [takeBuffer(), takeBuffer()];
  const end = start + length;
  const read = async (turn: number, position: number) => {
    if (position >= end) return 0;
    const { bytesRead } = await file.read(buffers[turn % 2], 0, Math.min(FILE_CHUNK_BYTES, end - position), position);
    if (bytesRead === 0) throw new Error('the file ended before its length');
    return bytesRead;
  };
  let position = start;
  let next = settledLater(read(0, position));
  for (let turn = 0; position < end; turn += 1) {
    const bytes = await next;
    const written = settledLater(
      new Promise<'written'>((resolve, reject) =>
        response.write(buffers[turn % 2].subarray(0, bytes), (error) => (error ? reject(error) : resolve('written'))),
      ),
    );
    position += bytes;
    next = settledLater(read(turn + 1, position));
    // A viewer who leaves mid-file: stop reading; the buffers may still be in a write, so not kept.
    if ((await Promise.race([written, closed])) === 'closed') return next.catch(() => 0);
  }
  response.end();
  giveBack(buffers);
}

/** The promise, marked handled: the loop above may stop awaiting it (the viewer left, a write failed). */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
