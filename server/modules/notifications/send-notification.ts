import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { TEXTS } from '../shared/texts.js';
import { users } from '../users/schema.js';
import { notificationRecipients, notifications } from './schema.js';

export interface NewNotification {
  title: string;
  description: string;
  isForAllUsers: boolean;
  userIds: number[];
  createdBy: number | null;
}

/** Stores a notification for its recipients and pushes it to their bells live (`db` may be a caller's transaction). */
export async function sendNotification(
  deps: Pick<AppDeps, 'realtime' | 'now'> & { db: Executor },
  input: NewNotification,
  /** Runs on the storing transaction: a staff send is audited with it. */
  onStored?: (tx: Tx, row: typeof notifications.$inferSelect, userIds: number[]) => Promise<void>,
) {
  const { db, realtime } = deps;
  const userIds = input.isForAllUsers ? [] : [...new Set(input.userIds)];
  if (!input.isForAllUsers) {
    if (userIds.length === 0) throw badRequest(`userIds: ${TEXTS.recipientsNeeded}`, { field: 'userIds' });
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
    if (found.length !== userIds.length)
      throw badRequest(`userIds: ${TEXTS.unknownReference('user')}`, { field: 'userIds' });
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notifications)
      .values({
        title: input.title,
        description: input.description,
        isForAllUsers: input.isForAllUsers,
        createdBy: input.createdBy,
        createdAt: deps.now(),
      })
      .returning();
    if (userIds.length)
      await tx.insert(notificationRecipients).values(userIds.map((userId) => ({ notificationId: created.id, userId })));
    await onStored?.(tx, created, userIds);
    return created;
  });
  const payload = {
    id: row.id,
    title: row.title,
    description: row.description,
    isForAllUsers: row.isForAllUsers,
    createdAt: row.createdAt.toISOString(),
    read: false,
  };
  if (input.isForAllUsers) realtime.toAllUsers('notification', payload);
  else realtime.toUsers(userIds, 'notification', payload);
  return row;
}
