import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { newStreamKey, RTMP_APP, streamKeyHash } from './stream-keys.js';
import { saveStreamKeyHash } from './stream-store.js';

/** Where coaches publish (OBS's "Server"): the site's host on RTMP_PORT; null when RTMP_PORT is 0. */
export function ingestUrl(config: AppDeps['config']): string | null {
  if (!config.RTMP_PORT) return null;
  return `rtmp://${new URL(config.publicUrl).hostname}:${config.RTMP_PORT}/${RTMP_APP}`;
}

/** A new stream key for the class, its hash stored (the previous key stops working), and where to publish with it. */
export async function newStreamKeyFor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  classId: number,
): Promise<{ streamKey: string; ingestUrl: string | null }> {
  const streamKey = newStreamKey();
  if (!(await saveStreamKeyHash(deps.db, request, classId, streamKeyHash(streamKey))))
    throw notFound('Live class not found');
  return { streamKey, ingestUrl: ingestUrl(deps.config) };
}
