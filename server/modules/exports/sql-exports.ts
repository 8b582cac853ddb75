import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reportedMembership } from '../../access/membership.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import {
  categories,
  courses,
  lectures,
  notificationRecipients,
  notifications,
  promotions,
  supportMessages,
  tags,
  users,
} from '../../db/schema.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import { latestSubscriptions } from '../staff-users/routes.js';
import type { CsvColumn } from './csv-response.js';

const activeOrNot = (value: boolean) => (value ? 'Active' : 'Inactive');

/** What one SQL-backed export reads (the list's own columns, never a secret) and how it writes each row. */
export interface SqlExport<R> {
  /** The select's flat fields; password hashes, tokens and provider ids are simply not among them. */
  fields: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
  from: Parameters<ReturnType<Db['select']>['from']>[0];
  columns: readonly CsvColumn<R>[];
  /** Per batch, what a row needs from elsewhere (a user's membership, a notification's recipients). */
  enrich?(db: Db, rows: R[], now: Date): Promise<R[]>;
}

const define = <R>(spec: SqlExport<R>) => spec;

interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  dob: string | null;
  role: 'admin' | 'member';
  isActive: boolean;
  isVerified: boolean;
  subscribedUser: boolean;
  createdAt: Date;
}

export const usersExport = define<UserRow>({
  fields: {
    id: users.id,
    name: users.name,
    email: users.email,
    phone: users.phone,
    dob: sql`${users.dob}::text`,
    role: users.role,
    isActive: users.isActive,
    isVerified: users.isVerified,
    subscribedUser: users.subscribedUser,
    createdAt: users.createdAt,
  },
  from: users,
  columns: [
    ['ID', (u) => u.id],
    ['Name', (u) => u.name],
    ['Email', (u) => u.email],
    ['Phone', (u) => u.phone],
    ['Date of Birth', (u) => u.dob],
    ['Role', (u) => u.role],
    ['Subscription', (u) => activeOrNot(u.subscribedUser)],
    ['Status', (u) => activeOrNot(u.isActive)],
    ['Verified', (u) => u.isVerified],
    ['Created On', (u) => u.createdAt],
  ],
  // The Subscription column says what the list says: the membership rule at this moment.
  async enrich(db, rows, now) {
    const latest = await latestSubscriptions(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, subscribedUser: reportedMembership(row, latest.get(row.id), now) }));
  },
});

interface CourseRow {
  id: number;
  title: string;
  description: string;
  status: boolean;
  lecturesCount: string;
  createdAt: Date;
}

export const coursesExport = (db: Db, staff: AuthUser) =>
  define<CourseRow>({
    fields: {
      id: courses.id,
      title: courses.title,
      description: courses.description,
      status: courses.status,
      lecturesCount: db.$count(lectures, and(eq(lectures.courseId, courses.id), lecturesVisibleTo(staff))),
      createdAt: courses.createdAt,
    },
    from: courses,
    columns: [
      ['ID', (c) => c.id],
      ['Title', (c) => c.title],
      ['Description', (c) => c.description],
      ['Lectures', (c) => Number(c.lecturesCount)],
      ['Status', (c) => activeOrNot(c.status)],
      ['Created On', (c) => c.createdAt],
    ],
  });

interface TitledRow {
  id: number;
  title: string;
  status: boolean;
}

export const titledExport = (table: typeof categories | typeof tags) =>
  define<TitledRow>({
    fields: { id: table.id, title: table.title, status: table.status },
    from: table,
    columns: [
      ['ID', (t) => t.id],
      ['Title', (t) => t.title],
      ['Status', (t) => activeOrNot(t.status)],
    ],
  });

type PromotionRow = Pick<typeof promotions.$inferSelect, 'id' | 'title' | 'description' | 'startsAt' | 'endsAt'> & {
  createdAt: Date;
};

export const promotionsExport = define<PromotionRow>({
  fields: {
    id: promotions.id,
    title: promotions.title,
    description: promotions.description,
    startsAt: promotions.startsAt,
    endsAt: promotions.endsAt,
    createdAt: promotions.createdAt,
  },
  from: promotions,
  columns: [
    ['ID', (p) => p.id],
    ['Title', (p) => p.title],
    ['Description', (p) => p.description],
    ['Starts', (p) => p.startsAt],
    ['Ends', (p) => p.endsAt],
    ['Created On', (p) => p.createdAt],
  ],
});

type SupportRow = Omit<typeof supportMessages.$inferSelect, 'userId'>;

export const supportExport = define<SupportRow>({
  fields: {
    id: supportMessages.id,
    name: supportMessages.name,
    email: supportMessages.email,
    title: supportMessages.title,
    message: supportMessages.message,
    status: supportMessages.status,
    reply: supportMessages.reply,
    repliedAt: supportMessages.repliedAt,
    createdAt: supportMessages.createdAt,
  },
  from: supportMessages,
  columns: [
    ['ID', (m) => m.id],
    ['Name', (m) => m.name],
    ['Email', (m) => m.email],
    ['Subject', (m) => m.title],
    ['Message', (m) => m.message],
    ['Status', (m) => m.status],
    ['Reply', (m) => m.reply],
    ['Replied On', (m) => m.repliedAt],
    ['Created On', (m) => m.createdAt],
  ],
});

interface NotificationRow {
  id: number;
  title: string;
  description: string;
  isForAllUsers: boolean;
  createdAt: Date;
  users?: string;
}

export const notificationsExport = define<NotificationRow>({
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
