import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { toStoredMedia } from '../../services/media-urls.js';
import { pictureUploads } from '../media/schema.js';
import { findUser } from '../users/users-store.js';

const PICTURE_NOT_UPLOADED = 'Please upload the picture here: pictures from other sites cannot be used.';

/**
 * A profile shows only a picture this site stores: one its owner uploaded (image-upload's `imageUrl`)
 * and that is still kept, or the one the profile already has. An outside link would have every
 * viewer's browser call a site the member chose; another stored path may name no picture at all.
 */
export async function assertOwnPicture(db: Db, userId: number, picture: string | null | undefined): Promise<void> {
  if (!picture) return;
  if ((await findUser(db, userId))?.profilePicture === picture) return;
  const key = toStoredMedia(picture) ?? '';
  const [uploaded] = await db
    .select({ key: pictureUploads.key })
    .from(pictureUploads)
    .where(and(eq(pictureUploads.key, key), eq(pictureUploads.userId, userId), isNull(pictureUploads.removedAt)));
  if (!uploaded) throw badRequest(PICTURE_NOT_UPLOADED, { field: 'profilePicture' });
}
