import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { type AuditEntryRecord, type auditQuery, isoDate } from '../../schemas/index.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { auditLog } from './schema.js';

type AuditQuery = z.infer<typeof auditQuery>;
const sortable = { id: auditLog.id, createdAt: auditLog.createdAt };
const DAY_MS = 24 * 3600_000;
// A record's history shows at most this many entries, oldest first.
const HISTORY_LIMIT = 500;

/** Where a range ends: after a day, counted whole; at an instant, excluded. */
const rangeEnd = (to: string) => new Date(new Date(to).getTime() + (isoDate.safeParse(to).success ? DAY_MS : 0));

/** The Audit log's filter, newest first, shared by the list and its CSV export. */
export function auditFilter(query: AuditQuery): ListFilter<keyof typeof sortable> {
  const conditions: (SQL | undefined)[] = [
    query.actorId === undefined ? undefined : eq(auditLog.actorId, query.actorId),
    query.resource === undefined ? undefined : eq(auditLog.resource, query.resource),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.recordId === undefined ? undefined : eq(auditLog.recordId, query.recordId),
    query.from === undefined ? undefined : gte(auditLog.createdAt, new Date(query.from)),
    query.to === undefined ? undefined : lt(auditLog.createdAt, rangeEnd(query.to)),
  ];
  return {
    sortable,
    defaultSort: ['id', 'desc'],
    idColumn: auditLog.id,
    searchIn: [auditLog.actorEmail, auditLog.recordId],
    where: and(...conditions),
  };
}

const toAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntryRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  before: row.before as Record<string, unknown> | null,
  after: row.after as Record<string, unknown> | null,
});

export const auditListReads = (db: Db) => ({
  rows: async (page: ListPage) => (await withPage(db.select().from(auditLog).$dynamic(), page)).map(toAuditEntry),
  count: (where: ListPage['where']) => db.$count(auditLog, where),
});

/** Everyone who has an entry, with the email of their latest one. */
export const auditActors = (db: Db) =>
  db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
    .from(auditLog)
    .orderBy(auditLog.actorId, desc(auditLog.id));

/** One record's entries, and its child records' (a lecture's decisions): they belong to its history too. */
export async function recordHistory(db: Db, resource: string, id: number): Promise<AuditEntryRecord[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(id))),
        and(eq(auditLog.parentResource, resource), eq(auditLog.parentId, String(id))),
      ),
    )
    .orderBy(auditLog.id)
    .limit(HISTORY_LIMIT);
  return rows.map(toAuditEntry);
}
