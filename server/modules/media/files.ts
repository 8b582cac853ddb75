import compress from '@fastify/compress';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.js';
import { isMediaKey, PUBLIC_MEDIA_PREFIX } from '../../services/media-urls.js';
import { serveLiveFile } from '../live/live-files.js';
import { LIVE_PREFIX } from '../live/live-ladder.js';
import type { Api } from '../module.js';
import { TEXTS } from '../shared/texts.js';
import { LADDER_PREFIX } from '../videos/ladder.js';
import { serveLadderFile } from '../videos/ladder-files.js';
import { grantedViewer } from './grant-access.js';

const mediaQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  /** The user and session of a grant (lecture video, captions, an HLS ladder's folder). */
  u: z.string().max(12).optional(),
  s: z.string().max(64).optional(),
});

/**
 * GET /media/<key>: the file from DATA_DIR/media, with HTTP ranges for video seeking. Lecture videos,
 * captions, HLS ladders and live classes' ladders need the grant lecture and live class responses carry, honoured while its session is live
 * and its user may watch; posters a plain signature; pictures are public.
 */
export async function mediaFiles(app: Api): Promise<void> {
  // For the playlists and storyboard maps a ladder serves (`reply.compress`), rewritten per viewer so
  // never precompressed: an hour's level playlist, a grant on each of its 1 800 lines, is ~300 KB of text.
  await app.register(compress, {
    global: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/vnd\.apple\.mpegurl|^text\/vtt/,
  });

  app.get('/media/*', { schema: { hide: true, querystring: mediaQuery } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key)) throw notFound();
    if (key.startsWith(LADDER_PREFIX)) return serveLadderFile(app.deps, reply, key, request.query);
    if (key.startsWith(LIVE_PREFIX)) return serveLiveFile(app.deps, reply, key, request.query);
    if (request.query.s !== undefined) {
      await grantedViewer(app.deps, key, request.query);
      // Asked again each time: a revoked grant must not play on from the browser's cache.
      reply.header('cache-control', 'private, no-cache');
      return app.deps.media.serve(reply, key);
    }
    if (!app.deps.mediaUrls.verify(key, request.query.exp, request.query.sig)) throw forbidden(TEXTS.badMediaLink);
    // A picture is removed once no record uses it (replaced, or never saved): caches let go of it within the hour.
    const isPublic = key.startsWith(PUBLIC_MEDIA_PREFIX);
    reply.header('cache-control', isPublic ? 'public, max-age=3600' : 'private, max-age=3600');
    return app.deps.media.serve(reply, key);
  });
}
