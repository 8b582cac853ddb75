import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { seatSubscriptionsOf } from '../../access/membership.js';
import { MESSAGES } from '../../constants.js';
import type { Db, Tx } from '../../db/database.js';
import { conflict } from '../../errors.js';
import type { Role } from '../../schemas/index.js';
import { subscriptions } from '../payments/schema.js';
import { recordAudit } from '../shared/audit-trail.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { users } from './schema.js';
import { insertUser, nextTokenVersion, type UserChange, type UserRow } from './users-store.js';

type NewUser = typeof users.$inferInsert;

/** Of the kinds writes to users raise, those after which User Management's total may differ. */
export const RECOUNTED_ON = ['user-added', 'user-count'] as const satisfies readonly UserChange[];

const sortable = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** User Management's filter and order (newest first), shared by the list and its CSV export. */
export const usersListFilter = (query: { role?: Role }): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: users.id,
  searchIn: [users.name, users.email],
  where: and(isNull(users.deletedAt), query.role ? eq(users.role, query.role) : undefined),
});

/** The list's reads: a window of users, each with its deciding subscription and team seat, and how many the filter lists. */
export const userListReads = (db: Db) => ({
  async rows(window: ListPage) {
    const rows = await withPage(db.select().from(users).$dynamic(), window);
    const ids = rows.map((row) => row.id);
    const [latest, seats] = await Promise.all([latestSubscriptions(db, ids), seatSubscriptionsOf(db, ids)]);
    return rows.map((user) => ({ user, subscription: latest.get(user.id), seat: seats.get(user.id) }));
  },
  count: (where: ListPage['where']) => db.$count(users, where),
});

/** Each user's deciding subscription (the live one, else the newest), in one query for a whole page. */
export async function latestSubscriptions(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, typeof subscriptions.$inferSelect>();
  const rows = await db
    .selectDistinctOn([subscriptions.userId])
    .from(subscriptions)
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(
      subscriptions.userId,
      sql`${subscriptions.status} in ('active', 'trialing', 'past_due') desc`,
      desc(subscriptions.id),
    );
  return new Map(rows.map((row) => [row.userId, row]));
}

export const userVersion = (db: Db, id: number) => readVersion(db, users, id);

/** A user added by staff, audited in the same transaction; undefined when the email is taken. */
export function insertUserAudited(db: Db, request: FastifyRequest, values: NewUser): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, values);
    if (row) await recordAudit(tx, request, { recordId: row.id, action: 'create', after: row });
    return row;
  });
}

interface StaffEdit {
  id: number;
  /** The record as its GET answers it, sent with a refusal. */
  current(): Promise<unknown>;
  set: Partial<NewUser>;
  /** Refuses every key the user holds, in the transaction of the change. */
  revokeKeys: boolean;
  now(): Date;
}

/** A staff save of one user (`saveIfUnchanged`: locked, version-checked, audited); an active admin always remains. */
export async function saveUserEdit(db: Db, request: FastifyRequest, edit: StaffEdit): Promise<void> {
  const { id, current, set } = edit;
  await saveIfUnchanged(db, request, { table: users, id, label: 'User', current }, async (tx, row) => {
    if (row.role === 'admin' && row.isActive && ((set.role && set.role !== 'admin') || set.isActive === false))
      await keepAnAdmin(tx);
    await tx
      .update(users)
      .set({ ...set, ...(edit.revokeKeys ? { tokenVersion: nextTokenVersion() } : {}), updatedAt: edit.now() })
      .where(eq(users.id, id));
  });
}

const activeAdmins = and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt));

// Any constant: it only serialises the saves that take an admin away.
const ADMIN_CHANGE_LOCK = 724_322;

/**
 * Refuses to take away the last active admin. Two admins demoting each other at once each hold their
 * target's row lock, so both would count two admins; this lock makes the second wait until the first
 * commits and then count again (a new statement sees the committed demotion), so one of them is refused.
 */
async function keepAnAdmin(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  const admins = await tx.$count(users, activeAdmins);
  if (admins <= 1) throw conflict(MESSAGES.lastAdmin);
}

/**
 * Refuses a change, already made in `tx`, that left no active admin (a bulk deactivation). The same
 * lock makes a concurrent save that takes an admin away wait, then count what this one committed.
 */
export async function keepAdminsAfter(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  if ((await tx.$count(users, activeAdmins)) === 0) throw conflict(MESSAGES.lastAdmin);
}
