import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { answerWithFile } from '../../services/file-answer.js';
import { mediaRoot } from '../../services/media-store.js';
import type { GrantQuery } from '../../services/media-urls.js';
import { grantedViewer } from '../media/grant-access.js';
import { LADDER_FILES } from '../videos/ladder.js';
import { lowestRungFirst, signPlaylist } from '../videos/ladder-files.js';
import { CONTENT_TYPES } from '../videos/transcode-job.js';
import { liveFolderOf } from './live-ladder.js';

type LiveFileDeps = Parameters<typeof grantedViewer>[0] & Pick<AppDeps, 'config' | 'liveViewers'>;

/**
 * GET /media/live/<class>/<file>?exp&u&s&sig: a file of a class's live ladder, for the session the
 * class's grant names while it is live and may watch (checked at every request, as lectures' ladders).
 * Live files are always on this machine's disk, whatever stores the other media. Playlists change
 * every segment: rewritten with the grant and never cached; each one asked for counts its member as
 * watching. Segments never change under their name: nginx sends them when it fronts the app.
 */
export async function serveLiveFile(
  deps: LiveFileDeps,
  reply: FastifyReply,
  key: string,
  query: GrantQuery,
): Promise<FastifyReply> {
  const live = liveFolderOf(key);
  if (!live) throw notFound();
  const viewer = await grantedViewer(deps, live.folder, query);
  const root = mediaRoot(deps.config);
  const extension = path.extname(key);
  if (extension === '.m3u8') {
    const stored = await fs.readFile(path.join(root, key), 'utf8').catch(() => null);
    if (stored === null) throw notFound();
    deps.liveViewers.saw(live.classId, viewer.id);
    const grant = `exp=${query.exp}&u=${query.u}&s=${query.s}&sig=${query.sig}`;
    const playlist = key.endsWith(`/${LADDER_FILES.master}`) ? lowestRungFirst(stored) : stored;
    reply
      .header('cache-control', 'private, no-cache')
      .type(CONTENT_TYPES[extension])
      .compress(signPlaylist(playlist, grant));
    return reply;
  }
  if (extension !== '.ts') throw notFound();
  reply.header('cache-control', 'private, max-age=600, immutable');
  const accel = deps.config.MEDIA_ACCEL_REDIRECT;
  if (accel) return reply.type(CONTENT_TYPES[extension]).header('x-accel-redirect', `${accel}${key}`).send();
  return answerWithFile(reply, root, key);
}
