import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/database.js';
import { type AuditEntry, recordAudit, updateAction } from './audit-trail.js';

type AuditedTable = PgTable & { id: PgColumn };
type Row<T extends AuditedTable> = T['$inferSelect'] & { id: number };
/** Where an entry is filed: the route's own area, or a child record's kind and parent. */
export type Filing = Pick<AuditEntry, 'resource' | 'parent'>;

/**
 * Single-row staff writes recorded on the transaction that makes them: a create with the row after,
 * an update with the row before (locked, so no save slips in between) and after, a delete with the
 * row before. A write that finds no row records nothing and answers undefined.
 */
export async function insertAudited<T extends AuditedTable>(
  tx: Tx,
  request: FastifyRequest,
  table: T,
  values: T['$inferInsert'],
  filing: (row: Row<T>) => Filing = () => ({}),
): Promise<Row<T>> {
  const [row] = (await tx.insert(table).values(values).returning()) as unknown as Row<T>[];
  await recordAudit(tx, request, { ...filing(row), recordId: row.id, action: 'create', after: row });
  return row;
}

export async function updateAudited<T extends AuditedTable>(
  db: Db,
  request: FastifyRequest,
  change: { table: T; where: SQL; set: Partial<T['$inferInsert']> },
  filing: (row: Row<T>) => Filing = () => ({}),
): Promise<Row<T> | undefined> {
  const { table, where, set } = change;
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select()
      .from(table as PgTable)
      .where(where)
      .for('update')) as unknown as Row<T>[];
    if (!before) return undefined;
    const [after] = (await tx.update(table).set(set).where(where).returning()) as unknown as Row<T>[];
    await recordAudit(tx, request, {
      ...filing(after),
      recordId: after.id,
      action: updateAction(before, after),
      before,
      after,
    });
    return after;
  });
}

export async function deleteAudited<T extends AuditedTable>(
  db: Db,
  request: FastifyRequest,
  change: { table: T; where: SQL },
  filing: (row: Row<T>) => Filing = () => ({}),
): Promise<Row<T> | undefined> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.delete(change.table).where(change.where).returning()) as unknown as Row<T>[];
    if (row) await recordAudit(tx, request, { ...filing(row), recordId: row.id, action: 'delete', before: row });
    return row;
  });
}
