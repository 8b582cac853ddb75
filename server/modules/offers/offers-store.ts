import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor, Tx } from '../../db/database.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { offerTermsIssue } from '../../schemas/offers.js';
import { subscriptions } from '../payments/schema.js';
import { deleteAudited, insertAudited } from '../shared/audited-writes.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import type { OfferRow } from './offer-terms.js';
import { OFFER_TEXTS } from './offer-texts.js';
import { offerRedemptions, offers } from './schema.js';

// No cache holds offers, so their writes raise no change-feed kind.

type OfferFields = Omit<typeof offers.$inferInsert, 'id' | 'createdAt' | 'version'>;

const sortable = {
  id: offers.id,
  code: offers.code,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  createdAt: offers.createdAt,
};

export const offersListFilter: ListFilter<keyof typeof sortable> = {
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: offers.id,
  searchIn: [offers.code, offers.description],
};

/** Each offer with its paid redemptions and the revenue (net of refunds) of the charges it discounted. */
const withFigures = {
  offer: offers,
  // Qualified by hand: inside a subquery Drizzle writes a column without its table.
  redemptions: sql<number>`(select count(*)::int from offer_redemptions r where r.offer_id = "offers"."id")`,
  revenue: sql<number>`(select coalesce(sum(case when c.kind = 'refund' then -c.amount_cents else c.amount_cents end), 0)::int
    from charges c where c.offer_id = "offers"."id")`,
};

export const offerPage = (db: Executor, page: ListPage) =>
  withPage(db.select(withFigures).from(offers).$dynamic(), page);

export const countOffers = (db: Db, where: SQL | undefined) => db.$count(offers, where);

export async function findOfferWithFigures(db: Executor, id: number) {
  const [row] = await db.select(withFigures).from(offers).where(eq(offers.id, id));
  return row;
}

export async function findOffer(db: Executor, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

export async function findOfferByCode(db: Executor, code: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code.trim().toUpperCase()));
  return row;
}

export async function redemptionsOf(db: Executor, offerId: number): Promise<number> {
  const [{ used }] = await db
    .select({ used: count() })
    .from(offerRedemptions)
    .where(eq(offerRedemptions.offerId, offerId));
  return used;
}

export async function hasRedeemed(db: Executor, offerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offerRedemptions.id })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, userId)));
  return row !== undefined;
}

/** Whether the member ever had a membership that started (paid or trialing): first-time offers are not for them. */
export async function hasBeenMember(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), sql`${subscriptions.status} not in ('incomplete', 'incomplete_expired')`),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Counts a paid use of the offer, under its row's lock so two payments can never both take the last
 * redemption. Throws (and the payment's transaction rolls back) when it is used up or the member used it.
 */
export async function redeemOffer(tx: Tx, offerId: number, userId: number, now: Date): Promise<void> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw notFound(OFFER_TEXTS.notFound);
  if (offer.maxRedemptions !== null && (await redemptionsOf(tx, offerId)) >= offer.maxRedemptions)
    throw conflict(OFFER_TEXTS.usedUp(offer.code));
  const [added] = await tx
    .insert(offerRedemptions)
    .values({ offerId, userId, redeemedAt: now })
    .onConflictDoNothing()
    .returning({ id: offerRedemptions.id });
  if (!added) throw conflict(OFFER_TEXTS.alreadyUsed(offer.code));
}

export const offerVersion = (db: Executor, id: number) => readVersion(db, offers, id);

/** Refuses a code another offer has, before the provider is asked to make a coupon for it. */
export async function checkCodeFree(db: Executor, code: string, exceptId?: number): Promise<void> {
  const taken = await findOfferByCode(db, code);
  if (taken && taken.id !== exceptId) throw new HttpError(409, OFFER_TEXTS.codeTaken(taken.code), { field: 'code' });
}

export function insertOffer(db: Db, request: FastifyRequest, values: typeof offers.$inferInsert) {
  return db.transaction((tx) => insertAudited(tx, request, offers, values)).catch(codeTaken(values.code));
}

/**
 * A staff edit if unchanged since the form read it, checked merged with the stored offer (a change to
 * the end alone must still end after the start). `provider` re-creates the provider's coupon when the
 * discount's terms or the code changed (Stripe coupons cannot change).
 */
export function saveOffer(
  db: Db,
  request: FastifyRequest,
  edit: {
    id: number;
    change: Partial<OfferFields>;
    current: () => Promise<unknown>;
    provider: (before: OfferRow, after: OfferRow) => Promise<Partial<OfferRow>>;
  },
): Promise<OfferRow> {
  const { id, change, current } = edit;
  const toSet = fieldsToSet(change);
  const save = saveIfUnchanged(db, request, { table: offers, id, label: 'Offer', current }, async (tx, before) => {
    if (!toSet) return before;
    const after = { ...before, ...toSet } as OfferRow;
    const issue = offerTermsIssue({ ...after, endsAt: after.endsAt ?? null });
    if (issue) throw badRequest(`${issue.path}: ${issue.message}`, { field: issue.path });
    const providerIds = await edit.provider(before, after);
    const [saved] = await tx
      .update(offers)
      .set({ ...toSet, ...providerIds })
      .where(eq(offers.id, id))
      .returning();
    return saved;
  });
  return save.catch(codeTaken(change.code));
}

/** Deleted, audited; an offer members redeemed keeps its history: deactivate it instead. */
export async function deleteOffer(db: Db, request: FastifyRequest, id: number): Promise<OfferRow> {
  if ((await redemptionsOf(db, id)) > 0) throw conflict(OFFER_TEXTS.redeemedStays);
  const row = await deleteAudited(db, request, { table: offers, where: eq(offers.id, id) });
  if (!row) throw notFound(OFFER_TEXTS.notFound);
  return row;
}

/** The unique code index refused the write: a 409 naming the field. */
const codeTaken =
  (code: string | undefined) =>
  (error: unknown): never => {
    const { code: pgCode, cause } = error as { code?: string; cause?: { code?: string; constraint?: string } };
    if ((pgCode ?? cause?.code) === '23505' && code)
      throw new HttpError(409, OFFER_TEXTS.codeTaken(code), { field: 'code' });
    throw error;
  };
