import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor, Tx } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { SupportBody, SupportRecord } from '../../schemas/index.js';
import { insertAudited } from '../shared/audited-writes.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { type GuardedSave, readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { users } from '../users/schema.js';
import { supportMessages } from './schema.js';

export type SupportRow = typeof supportMessages.$inferSelect;
type Account = { id: number; name: string; email: string };

/** Where a request stands (`stateOf`), in SQL: open, then replied, then resolved, so the list sorts by it. */
const stateOrder = sql`case when ${supportMessages.status} = 'resolved' then 2 when ${supportMessages.repliedAt} is not null then 1 else 0 end`;

const sortable = {
  id: supportMessages.id,
  name: supportMessages.name,
  email: supportMessages.email,
  title: supportMessages.title,
  status: supportMessages.status,
  state: stateOrder,
  createdAt: supportMessages.createdAt,
};

/** The support list's filter and order (newest first), shared by the list and its CSV export. */
export const supportListFilter = (query: { status?: SupportRecord['status'] }): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: supportMessages.id,
  searchIn: [supportMessages.name],
  where: query.status ? eq(supportMessages.status, query.status) : undefined,
});

export const supportListReads = (db: Db) => ({
  rows: (page: ListPage) => withPage(db.select().from(supportMessages).$dynamic(), page),
  count: (where: ListPage['where']) => db.$count(supportMessages, where),
});

export async function findMessage(db: Executor, id: number): Promise<SupportRow> {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  if (!row) throw notFound('Support message not found');
  return row;
}

export const supportVersion = (db: Db, id: number) => readVersion(db, supportMessages, id);

/**
 * A request is filed under its account, shown with the account's name and email: the form's may be
 * anyone's (a member posing as another in the staff's queue).
 */
const filedUnder = (account: Account) => ({ userId: account.id, name: account.name, email: account.email });

/** A member's request, filed under their own account. */
export async function insertRequest(db: Db, body: SupportBody, account: Account, now: Date): Promise<SupportRow> {
  const [row] = await db
    .insert(supportMessages)
    .values({ ...body, ...filedUnder(account), createdAt: now })
    .returning();
  return row;
}

/** A request staff log on a member's behalf, filed under the account with that email (if any), audited. */
export function insertRequestOnBehalf(
  db: Db,
  request: FastifyRequest,
  body: SupportBody,
  now: Date,
): Promise<SupportRow> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, body.email), isNull(users.deletedAt)));
    const values = { ...body, ...(owner ? filedUnder(owner) : { userId: null }), createdAt: now };
    return insertAudited(tx, request, supportMessages, values);
  });
}

/** `saveIfUnchanged` on one request: locked, version-checked and audited. */
export const saveRequestIfUnchanged = <R>(
  db: Db,
  request: FastifyRequest,
  guard: Omit<GuardedSave<typeof supportMessages>, 'table' | 'label'>,
  write: (tx: Tx, row: SupportRow) => Promise<R>,
) => saveIfUnchanged(db, request, { ...guard, table: supportMessages, label: 'Support message' }, write);

export async function updateRequest(tx: Tx, id: number, set: Partial<SupportRow>): Promise<SupportRow> {
  const [saved] = await tx.update(supportMessages).set(set).where(eq(supportMessages.id, id)).returning();
  return saved;
}

/** The account's own address: the form's may be anyone's. A request logged for no account has only that one. */
export async function replyAddress(tx: Tx, row: SupportRow): Promise<string> {
  if (!row.userId) return row.email;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return account?.email ?? row.email;
}
