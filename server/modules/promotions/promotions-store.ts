import { and, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { deleteAudited, insertAudited } from '../shared/audited-writes.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { promotions } from './schema.js';

// No trigger watches promotions: no cache holds them, and their writes raise no change-feed kind.

export type PromotionRow = typeof promotions.$inferSelect;
type PromotionFields = Pick<PromotionRow, 'image' | 'title' | 'description' | 'startsAt' | 'endsAt'>;

const sortable = {
  id: promotions.id,
  title: promotions.title,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  createdAt: promotions.createdAt,
};

const runningAt = (now: Date): SQL =>
  and(lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)))!;

/** The promotion list's filter and order (newest first): members see the running ones only. */
export const promotionsListFilter = (staff: boolean, now: Date): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: promotions.id,
  searchIn: [promotions.title],
  where: staff ? undefined : runningAt(now),
});

export const promotionPage = (db: Executor, page: ListPage) => withPage(db.select().from(promotions).$dynamic(), page);

export const countPromotions = (db: Db, where: SQL | undefined) => db.$count(promotions, where);

/** The promotion; with `running`, only if it runs at that moment. */
export async function findPromotion(db: Executor, id: number, running?: Date): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), running && runningAt(running)));
  return row;
}

export const promotionVersion = (db: Executor, id: number) => readVersion(db, promotions, id);

export function insertPromotion(db: Db, request: FastifyRequest, values: typeof promotions.$inferInsert) {
  return db.transaction((tx) => insertAudited(tx, request, promotions, values));
}

/**
 * Saves a staff edit if unchanged since the form read it (`saveIfUnchanged`; `current` is the record a
 * refused save answers with). The window is checked against the row as it is under the lock, not as it
 * was read before.
 */
export function savePromotion(
  db: Db,
  request: FastifyRequest,
  edit: { id: number; change: Partial<PromotionFields>; current: () => Promise<unknown> },
): Promise<PromotionRow> {
  const { id, change, current } = edit;
  const toSet = fieldsToSet(change);
  return saveIfUnchanged(db, request, { table: promotions, id, label: 'Promotion', current }, async (tx, before) => {
    const startsAt = change.startsAt ?? before.startsAt;
    const endsAt = change.endsAt === undefined ? before.endsAt : change.endsAt;
    if (endsAt && endsAt <= startsAt) throw badRequest('endsAt: The end must be after the start', { field: 'endsAt' });
    if (!toSet) return before;
    const [saved] = await tx.update(promotions).set(toSet).where(eq(promotions.id, id)).returning();
    return saved;
  });
}

/** The promotion deleted, audited; undefined when there was none. */
export const deletePromotion = (db: Db, request: FastifyRequest, id: number) =>
  deleteAudited(db, request, { table: promotions, where: eq(promotions.id, id) });

/** The staff list's bulk deletes: promotions have no Active switch (their dates say when they run) and no soft delete. */
export const bulkPromotions = {
  table: promotions,
  searchIn: [promotions.title],
  remove: async (tx: Executor, ids: number[]) => {
    await tx.delete(promotions).where(inArray(promotions.id, ids));
    return [];
  },
};
