import { and, eq, exists, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { NotificationRecord } from '../../schemas/index.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { users } from '../users/schema.js';
import { notificationRecipients, notifications } from './schema.js';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * Triggers (migration 0037) say `notification`: a notification's write names nobody (every member's list
 * is made again), a recipient row's (sent to them, or read) names its member.
 */
export const RAISES = ['notification'] as const satisfies readonly ChangeKind[];

const recipient = (userId: number, extra?: SQL) =>
  exists(
    sql`(select 1 from ${notificationRecipients} where ${notificationRecipients.notificationId} = ${notifications.id} and ${notificationRecipients.userId} = ${userId}${extra ? sql` and ${extra}` : sql``})`,
  );

/** What a user may see: staff everything, a member what was sent to them or to all. */
const notificationsVisibleTo = (user: AuthUser): SQL | undefined =>
  isStaff(user) ? undefined : or(eq(notifications.isForAllUsers, true), recipient(user.id));

const sortable = { id: notifications.id, title: notifications.title, createdAt: notifications.createdAt };

/** The notification list's filter and order (newest first), shared by the list and its CSV export. */
export const notificationsListFilter = (user: AuthUser): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: notifications.id,
  searchIn: [notifications.title],
  where: notificationsVisibleTo(user),
});

/** The list's reads for one caller: records as they may see them, and how many the filter lists. */
export const notificationListReads = (db: Db, user: AuthUser) => ({
  rows: async (page: ListPage) => toNotificationRecords(db, user, await withPage(selectNotifications(db, user), page)),
  count: (where: ListPage['where']) => db.$count(notifications, where),
});

/** One notification as the caller may see it, or 404. */
export async function loadNotification(db: Db, user: AuthUser, id: number): Promise<NotificationRecord> {
  const rows = await selectNotifications(db, user).where(and(eq(notifications.id, id), notificationsVisibleTo(user)));
  if (rows.length === 0) throw notFound('Notification not found');
  const [record] = await toNotificationRecords(db, user, rows);
  return record;
}

/** Marks it read once: for all-user notifications the recipient row appears here, on first read. */
export async function markRead(db: Db, notificationId: number, userId: number, now: Date): Promise<void> {
  await db
    .insert(notificationRecipients)
    .values({ notificationId, userId, readAt: now })
    .onConflictDoUpdate({
      target: [notificationRecipients.notificationId, notificationRecipients.userId],
      set: { readAt: sql`coalesce(${notificationRecipients.readAt}, excluded.read_at)` },
    });
}

export const notificationVersion = (db: Db, id: number) => readVersion(db, notifications, id);

/** A staff edit (`saveIfUnchanged`: locked, version-checked, audited); `set` undefined changes nothing. */
export async function saveNotificationEdit(
  db: Db,
  request: FastifyRequest,
  edit: { id: number; current(): Promise<unknown>; set: Partial<NotificationRow> | undefined },
): Promise<void> {
  const { id, current, set } = edit;
  await saveIfUnchanged(db, request, { table: notifications, id, label: 'Notification', current }, async (tx) => {
    if (set) await tx.update(notifications).set(set).where(eq(notifications.id, id));
  });
}

/** The select behind lists and single reads, with the caller's `read` flag. */
function selectNotifications(db: Db, user: AuthUser) {
  return db
    .select({ row: notifications, read: recipient(user.id, isNotNull(notificationRecipients.readAt)).mapWith(Boolean) })
    .from(notifications)
    .$dynamic();
}

/** Adds recipients: all of them for staff, only the caller for a member. */
async function toNotificationRecords(
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
