import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import type { GrantQuery } from '../../services/media-urls.js';
import { grantedViewer } from '../media/grant-access.js';
import { folderOf, LADDER_FILES } from './ladder.js';
import { CONTENT_TYPES } from './transcode-job.js';

/**
 * GET /media/hls/<folder>/<file>?exp&u&s&sig: a file of an HLS ladder, for the session the folder
 * grant names, while it is live and its user may watch (a logout, a revocation or a lapsed
 * membership stops at the next segment). Playlists and the storyboard map are rewritten so every URL
 * they name carries the same grant, and the master lists the lowest rung first (ladders made before
 * that order too), compressed for players that accept it; segments and the sprite are sent as
 * stored, ranges and all.
 */
export async function serveLadderFile(
  deps: Parameters<typeof grantedViewer>[0] & Pick<AppDeps, 'media'>,
  reply: FastifyReply,
  key: string,
  query: GrantQuery,
): Promise<FastifyReply> {
  const folder = folderOf(key);
  if (!folder) throw notFound();
  await grantedViewer(deps, folder, query);
  const extension = path.extname(key);
  if (extension === '.m3u8' || extension === '.vtt') {
    const text = await deps.media.read(key);
    if (!text) throw notFound();
    const grant = `exp=${query.exp}&u=${query.u}&s=${query.s}&sig=${query.sig}`;
    const stored = text.toString('utf8');
    const body =
      extension === '.vtt'
        ? signStoryboard(stored, grant)
        : signPlaylist(key.endsWith(`/${LADDER_FILES.master}`) ? lowestRungFirst(stored) : stored, grant);
    reply.header('cache-control', 'private, max-age=3600').type(CONTENT_TYPES[extension]).compress(body);
    return reply;
  }
  // A segment never changes under its name; the grant in its URL expires, the bytes do not.
  reply.header('cache-control', 'private, max-age=86400, immutable');
  return deps.media.serve(reply, key);
}

/**
 * The master playlist with its rungs in rising bandwidth. A player starts on the first rung listed
 * (hls.js also takes its bandwidth as its first estimate of the line): the lowest rung's first segment
 * is the smallest, so the picture shows soonest, and what it measures of the line picks the next rung.
 */
export function lowestRungFirst(master: string): string {
  const lines = master.split('\n');
  // Each rung is its EXT-X-STREAM-INF line and the URI line under it.
  const rungs = lines.flatMap((line, index) => (line.startsWith('#EXT-X-STREAM-INF:') ? [index] : []));
  const bandwidth = (index: number) => Number(/[:,]BANDWIDTH=(\d+)/.exec(lines[index])?.[1] ?? 0);
  const rising = [...rungs].sort((a, b) => bandwidth(a) - bandwidth(b));
  const ordered = [...lines];
  rungs.forEach((at, place) => {
    ordered[at] = lines[rising[place]];
    ordered[at + 1] = lines[rising[place] + 1];
  });
  return ordered.join('\n');
}

/** Each URI line, and each `URI="…"` attribute, of a playlist gets the grant's query. */
export function signPlaylist(playlist: string, grant: string): string {
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"?]+)"/g, `URI="$1?${grant}"`);
      return `${trimmed}?${grant}`;
    })
    .join('\n');
}

/** Each thumbnail reference of a storyboard map (`storyboard.jpg#xywh=…`) gets the grant's query. */
export function signStoryboard(vtt: string, grant: string): string {
  return vtt.replace(/^([\w.-]+\.jpg)(#xywh=[\d,]+)$/gm, `$1?${grant}$2`);
}
