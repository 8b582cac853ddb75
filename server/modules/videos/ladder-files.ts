import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { hasContentAccess, MEMBERSHIP_REQUIRED } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../errors.js';
import { activeUser } from '../../plugins/auth.js';
import { TEXTS } from '../shared/texts.js';
import { folderOf } from './ladder.js';
import { CONTENT_TYPES } from './transcode-job.js';

export interface GrantQuery {
  exp?: string;
  u?: string;
  sig?: string;
}

/**
 * GET /media/hls/<folder>/<file>?exp&u&sig: a file of an HLS ladder, for the user the folder grant
 * names, while that user may watch (staff, or a member whose membership is active now: a lapsed
 * one stops at the next segment). Playlists and the storyboard map are rewritten so every URL they
 * name carries the same grant; segments and the sprite are sent as stored, ranges and all.
 */
export async function serveLadderFile(
  deps: Pick<AppDeps, 'mediaUrls' | 'sessions' | 'media' | 'now'>,
  reply: FastifyReply,
  key: string,
  query: GrantQuery,
): Promise<FastifyReply> {
  const folder = folderOf(key);
  if (!folder) throw notFound();
  const userId = deps.mediaUrls.verifyFolder(folder, query.exp, query.u, query.sig);
  if (userId === null) throw forbidden(TEXTS.badMediaLink);
  const user = await activeUser(deps, userId);
  if (!user) throw forbidden(TEXTS.badMediaLink);
  if (!(await hasContentAccess(user, deps.sessions, deps.now()))) throw forbidden(MEMBERSHIP_REQUIRED);
  const extension = path.extname(key);
  if (extension === '.m3u8' || extension === '.vtt') {
    const text = await deps.media.read(key);
    if (!text) throw notFound();
    const grant = `exp=${query.exp}&u=${query.u}&sig=${query.sig}`;
    return reply
      .header('cache-control', 'private, max-age=3600')
      .type(CONTENT_TYPES[extension])
      .send(
        extension === '.m3u8'
          ? signPlaylist(text.toString('utf8'), grant)
          : signStoryboard(text.toString('utf8'), grant),
      );
  }
  // A segment never changes under its name; the grant in its URL expires, the bytes do not.
  reply.header('cache-control', 'private, max-age=86400, immutable');
  return deps.media.serve(reply, key);
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
