import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor, Tx } from '../../db/database.js';
import { HttpError, notFound } from '../../errors.js';
import { recordAudit, updateAction } from './audit-trail.js';

/** A table whose rows count their edits (migration 0017): courses, categories, lectures, users … */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

export const VERSION_TEXTS = {
  changed: (label: string) =>
    `This ${label.toLowerCase()} was changed since you opened it. Review the current values, then apply your changes again.`,
} as const;

/** A row's version as its entity tag. */
export const versionTag = (version: number) => `"${version}"`;

/**
 * Whether the request's If-Match names this version. No If-Match (an outside client) or `*` always
 * does: those keep last-write-wins. A weak tag counts too, since a proxy that compresses may weaken it.
 */
export function ifMatchAllows(request: FastifyRequest, version: number): boolean {
  const header = request.headers['if-match'];
  if (header === undefined) return true;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(versionTag(version));
}

export const sentIfMatch = (request: FastifyRequest) => request.headers['if-match'] !== undefined;

/**
 * Sets the ETag a staff form saves against. A GET reads the version before the record itself: a save in
 * between makes the record newer than its tag (the next save is refused and reviewed), never older (a
 * change overwritten unseen).
 */
export function tagVersion(reply: FastifyReply, version: number | undefined): void {
  if (version !== undefined) reply.header('etag', versionTag(version));
}

export async function readVersion(db: Executor, table: VersionedTable, id: number): Promise<number | undefined> {
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version as number | undefined;
}

export interface GuardedSave<T extends VersionedTable> {
  table: T;
  id: number;
  /** "Course", "Lecture": the not-found and conflict texts. */
  label: string;
  /** The record as its GET answers it, sent with a refusal so the form can show what changed. */
  current(): Promise<unknown>;
  /**
   * The version a request without If-Match is held to (a support reply: the one it was written
   * against); refused with 409 and `conflictMessage`.
   */
  basedOn?: number;
  conflictMessage?: string;
}

/**
 * Runs `write` in a transaction holding the row's lock (select … for update), if the row is still at
 * the version the request's If-Match names; `write` must run every query on the transaction it is
 * given, since waiting saves hold the pool's other connections. A row gone is a 404; a version passed
 * is a 412 carrying the current record and its ETag, for the form to review and reapply. A staff save
 * is audited in the same transaction, with the row's fields before and after.
 */
export async function saveIfUnchanged<T extends VersionedTable, R>(
  db: Db,
  request: FastifyRequest,
  save: GuardedSave<T>,
  write: (tx: Tx, row: T['$inferSelect']) => Promise<R>,
): Promise<R> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(save.table as PgTable)
      .where(eq(save.table.id, save.id))
      .for('update');
    if (!row) throw notFound(`${save.label} not found`);
    const version = row.version as number;
    const heldTo = sentIfMatch(request) ? undefined : save.basedOn;
    if (!ifMatchAllows(request, version) || (heldTo !== undefined && heldTo !== version))
      return { refused: true as const };
    const value = await write(tx, row as T['$inferSelect']);
    const [after] = await tx
      .select()
      .from(save.table as PgTable)
      .where(eq(save.table.id, save.id));
    await recordAudit(tx, request, { recordId: save.id, action: updateAction(row, after ?? {}), before: row, after });
    return { refused: false as const, value };
  });
  if (!outcome.refused) return outcome.value;
  const version = await readVersion(db, save.table, save.id);
  const current = await save.current();
  const headers = version === undefined ? undefined : { etag: versionTag(version) };
  throw sentIfMatch(request)
    ? new HttpError(412, VERSION_TEXTS.changed(save.label), { current }, headers)
    : new HttpError(409, save.conflictMessage ?? VERSION_TEXTS.changed(save.label), { current }, headers);
}
