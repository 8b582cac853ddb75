import { and, eq, isNotNull, isNull, like, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PICTURE_QUOTA_WINDOW_MS, UNUSED_PICTURE_GRACE_MS } from '../../constants.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { PUBLIC_MEDIA_PREFIX } from '../../services/media-urls.js';
import { lectures } from '../lectures/schema.js';
import { liveClasses } from '../live/schema.js';
import { promotions } from '../promotions/schema.js';
import { uploads } from '../uploads/schema.js';
import { users } from '../users/schema.js';
import { pictureUploads } from './schema.js';

/**
 * Every column that may name an uploaded picture, as its key (`images/…`), a `/media/images/…` path or
 * a URL: a new one belongs here, or its pictures are removed from under it.
 */
const PICTURE_COLUMNS: [PgTable, PgColumn][] = [
  [users, users.profilePicture],
  [promotions, promotions.image],
  [lectures, lectures.posterKey],
  [lectures, lectures.videoKey],
  [liveClasses, liveClasses.poster],
  [uploads, uploads.posterKey],
];
const PICTURE_KEY = new RegExp(`${PUBLIC_MEDIA_PREFIX}[A-Za-z0-9._-]+`, 'g');

/**
 * Removes the files of uploaded pictures that no record uses a grace period after their upload (a
 * form never saved, a picture since replaced): what an account uploads and leaves does not stay on
 * the disk, nor public. Their rows stay until their quota day has passed. Returns how many it removed.
 */
export async function sweepUnusedPictures(deps: Pick<AppDeps, 'db' | 'media'>, now: Date): Promise<number> {
  const { db, media } = deps;
  const candidates = await db
    .select({ key: pictureUploads.key })
    .from(pictureUploads)
    .where(
      and(
        isNull(pictureUploads.removedAt),
        lt(pictureUploads.createdAt, new Date(now.getTime() - UNUSED_PICTURE_GRACE_MS)),
      ),
    );
  const used = candidates.length > 0 ? await usedPictureKeys(db) : new Set<string>();
  const unused = candidates.filter(({ key }) => !used.has(key));
  for (const { key } of unused) {
    await media.remove(key);
    await db.update(pictureUploads).set({ removedAt: now }).where(eq(pictureUploads.key, key));
  }
  await db
    .delete(pictureUploads)
    .where(
      and(
        isNotNull(pictureUploads.removedAt),
        lt(pictureUploads.createdAt, new Date(now.getTime() - PICTURE_QUOTA_WINDOW_MS)),
      ),
    );
  return unused.length;
}

async function usedPictureKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, column] of PICTURE_COLUMNS) {
    const rows = await db
      .select({ reference: column })
      .from(table)
      .where(like(column, `%${PUBLIC_MEDIA_PREFIX}%`));
    for (const { reference } of rows) for (const match of String(reference).matchAll(PICTURE_KEY)) keys.add(match[0]);
  }
  return keys;
}
