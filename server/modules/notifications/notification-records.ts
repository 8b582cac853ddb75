import { and, eq, exists, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import type { NotificationRecord } from '../../schemas/index.js';
import { users } from '../users/schema.js';
import { notificationRecipients, notifications } from './schema.js';

type NotificationRow = typeof notifications.$inferSelect;

const recipient = (userId: number, extra?: SQL) =>
  exists(
    sql`(select 1 from ${notificationRecipients} where ${notificationRecipients.notificationId} = ${notifications.id} and ${notificationRecipients.userId} = ${userId}${extra ? sql` and ${extra}` : sql``})`,
  );

/** What a user may see: staff everything, a member what was sent to them or to all. */
export const notificationsVisibleTo = (user: AuthUser): SQL | undefined =>
  isStaff(user) ? undefined : or(eq(notifications.isForAllUsers, true), recipient(user.id));

/** The select behind lists and single reads, with the caller's `read` flag. */
export function selectNotifications(db: Db, user: AuthUser) {
  return db
    .select({ row: notifications, read: recipient(user.id, isNotNull(notificationRecipients.readAt)).mapWith(Boolean) })
    .from(notifications)
    .$dynamic();
}

/** Adds recipients: all of them for staff, only the caller for a member. */
export async function toNotificationRecords(
  db: Db,
  user: AuthUser,
  rows: { row: NotificationRow; read: boolean }[],
): Promise<NotificationRecord[]> {
  const targeted = rows.filter(({ row }) => !row.isForAllUsers).map(({ row }) => row.id);
  const recipients = targeted.length
    ? await db
        .select({ notificationId: notificationRecipients.notificationId, id: users.id, name: users.name })
        .from(notificationRecipients)
        .innerJoin(users, eq(users.id, notificationRecipients.userId))
        .where(
          and(
            inArray(notificationRecipients.notificationId, targeted),
            isStaff(user) ? undefined : eq(users.id, user.id),
          ),
        )
        .orderBy(users.id)
    : [];
  return rows.map(({ row, read }) => {
    const people = recipients.filter((r) => r.notificationId === row.id).map(({ id, name }) => ({ id, name }));
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      isForAllUsers: row.isForAllUsers,
      userIds: people.map((p) => p.id),
      users: people,
      createdAt: row.createdAt.toISOString(),
      ...(isStaff(user) ? {} : { read }),
    };
  });
}
