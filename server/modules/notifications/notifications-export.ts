import { asc, eq, inArray } from 'drizzle-orm';
import { sqlExport } from '../shared/csv-export.js';
import { users } from '../users/schema.js';
import { notificationRecipients, notifications } from './schema.js';

interface NotificationRow {
  id: number;
  title: string;
  description: string;
  isForAllUsers: boolean;
  createdAt: Date;
  users?: string;
}

/** The notification list as CSV, each targeted one with its recipients' names. */
export const notificationsExport = sqlExport<NotificationRow>({
  fields: {
    id: notifications.id,
    title: notifications.title,
    description: notifications.description,
    isForAllUsers: notifications.isForAllUsers,
    createdAt: notifications.createdAt,
  },
  from: notifications,
  columns: [
    ['ID', (n) => n.id],
    ['Title', (n) => n.title],
    ['Message', (n) => n.description],
    ['Users', (n) => (n.isForAllUsers ? 'All users' : n.users)],
    ['Created On', (n) => n.createdAt],
  ],
  async enrich(db, rows) {
    const targeted = rows.filter((row) => !row.isForAllUsers).map((row) => row.id);
    if (targeted.length === 0) return rows;
    const recipients = await db
      .select({ notificationId: notificationRecipients.notificationId, name: users.name })
      .from(notificationRecipients)
      .innerJoin(users, eq(users.id, notificationRecipients.userId))
      .where(inArray(notificationRecipients.notificationId, targeted))
      .orderBy(asc(users.id));
    const names = new Map<number, string[]>();
    for (const { notificationId, name } of recipients)
      names.set(notificationId, [...(names.get(notificationId) ?? []), name]);
    return rows.map((row) => ({ ...row, users: names.get(row.id)?.join('; ') ?? '' }));
  },
});
