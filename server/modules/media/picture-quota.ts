import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { MIB } from '../../../common/limits.js';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import { PICTURE_QUOTA, PICTURE_QUOTA_WINDOW_MS } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';
import { pictureUploads } from './schema.js';

// Any constant: the advisory-lock space of picture quotas (the key within it is the user's id).
const QUOTA_LOCK_SPACE = 0x50494353;

export const quotaReached = (quota: { pictures: number; bytes: number }) =>
  `You have reached today's limit of ${quota.pictures} pictures or ${quota.bytes / MIB} MB. Please try again later.`;

/**
 * Counts a picture against its uploader's quota for the last day, or refuses it (429, with when to
 * try again) when it would take them past the pictures or bytes allowed.
 */
export async function recordPicture(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: AuthUser,
  key: string,
  bytes: number,
): Promise<void> {
  const quota = PICTURE_QUOTA[isStaff(user) ? 'staff' : 'member'];
  const now = deps.now();
  const since = new Date(now.getTime() - PICTURE_QUOTA_WINDOW_MS);
  await deps.db.transaction(async (tx) => {
    // One upload of a user at a time counts and records: two at once cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_SPACE}, ${user.id})`);
    const [used] = await tx
      .select({
        pictures: count(),
        bytes: sql<number>`coalesce(sum(${pictureUploads.bytes}), 0)::int`,
        oldest: min(pictureUploads.createdAt),
      })
      .from(pictureUploads)
      .where(and(eq(pictureUploads.userId, user.id), gt(pictureUploads.createdAt, since)));
    if (used.pictures + 1 > quota.pictures || used.bytes + bytes > quota.bytes) {
      const freedAt = (used.oldest ?? now).getTime() + PICTURE_QUOTA_WINDOW_MS;
      throw tooManyRequests(quotaReached(quota), (freedAt - now.getTime()) / 1000);
    }
    await tx.insert(pictureUploads).values({ key, userId: user.id, bytes, createdAt: now });
  });
}

/** Takes back a picture whose file could not be stored. */
export async function forgetPicture(deps: Pick<AppDeps, 'db'>, key: string): Promise<void> {
  await deps.db.delete(pictureUploads).where(eq(pictureUploads.key, key));
}
