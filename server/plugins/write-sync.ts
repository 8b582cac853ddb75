import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { ChangeFeed } from '../services/change-feed.js';

/** Requests whose handler already heard its own writes: their answer needs no second round trip. */
const heard = new WeakSet<FastifyRequest>();

/** GET and HEAD read: they carry no body and change nothing. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Whether every method a route takes reads (its `method` is one or a list). */
export const readsOnly = (method: string | string[]) => [method].flat().every(isRead);

const writes = (request: FastifyRequest) => !isRead(request.method);

/**
 * For a handler that answers from a cache right after writing: resolves once this process has heard
 * every change committed so far, so the answer shows the write. Call it after the handler's last commit;
 * the hook below then lets the answer go without syncing again.
 */
export async function hearOwnWrites(feed: ChangeFeed, request: FastifyRequest): Promise<void> {
  await feed.sync();
  heard.add(request);
}

/**
 * A write answers only once this process has heard its own change notifications: the client's next
 * call never meets a cache that still holds what was just changed. One sync per write. The hook goes
 * only on routes that can write, first among their onSend hooks: reads, most requests, run none of it.
 */
export function syncWritesBeforeAnswer(api: FastifyInstance, feed: Pick<ChangeFeed, 'sync'>): void {
  const syncWrite: onSendHookHandler = (request, _reply, payload, done) => {
    if (!writes(request) || heard.has(request)) return done(null, payload);
    feed.sync().then(() => done(null, payload), done);
  };
  api.addHook('onRoute', (route) => {
    if (readsOnly(route.method)) return;
    route.onSend = [syncWrite, ...[route.onSend ?? []].flat()];
  });
}
