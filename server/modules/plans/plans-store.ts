import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { subscriptions } from '../payments/schema.js';
import { deleteAudited, insertAudited } from '../shared/audited-writes.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { plans } from './schema.js';

// No cache holds plans (each read is one small query), so their writes raise no change-feed kind.

export type PlanRow = typeof plans.$inferSelect;
type PlanFields = Pick<
  PlanRow,
  'name' | 'interval' | 'priceCents' | 'trialDays' | 'features' | 'active' | 'displayOrder'
>;

export const PLAN_TEXTS = {
  notFound: 'Plan not found',
  unavailable: 'This plan is not offered any more. Please choose another plan.',
  defaultStays: 'The default plan is always offered: make another plan the default first.',
  inUse: (members: number) =>
    `${members > 0 ? `This plan has ${members} membership${members === 1 ? '' : 's'} on it` : 'Memberships were bought on this plan'}: deactivate it instead, so nobody new buys it.`,
} as const;

const sortable = {
  displayOrder: plans.displayOrder,
  id: plans.id,
  name: plans.name,
  amountCents: plans.priceCents,
  createdAt: plans.createdAt,
};

export const plansListFilter: ListFilter<keyof typeof sortable> = {
  sortable,
  defaultSort: ['displayOrder', 'asc'],
  idColumn: plans.id,
  searchIn: [plans.name],
};

/** Memberships that hold a plan: paid, trialing, retrying, or awaiting their first payment. */
const withMembers = {
  plan: plans,
  // Qualified by hand: inside a subquery Drizzle writes a column without its table.
  members: sql<number>`(select count(*)::int from subscriptions s where s.plan_id = "plans"."id"
    and s.status in ('active', 'trialing', 'past_due', 'incomplete'))`,
};

export const planPage = (db: Executor, page: ListPage) => withPage(db.select(withMembers).from(plans).$dynamic(), page);

export const countPlans = (db: Db, where: SQL | undefined) => db.$count(plans, where);

export async function findPlanWithMembers(db: Executor, id: number) {
  const [row] = await db.select(withMembers).from(plans).where(eq(plans.id, id));
  return row;
}

export async function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The plans members can buy: the default first (what a purchase without a plan buys), then in display order. */
export const activePlans = (db: Executor) =>
  db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(desc(plans.isDefault), asc(plans.displayOrder), asc(plans.id));

/** What a purchase without a plan buys (migration 0025 seeds it; it can be neither deleted nor deactivated). */
export async function defaultPlan(db: Executor): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.isDefault, true));
  if (!row) throw new Error('No default plan: the migrations seed one');
  return row;
}

/** The plan a member asks to buy: an unknown id is a 404, an inactive plan a 409. */
export async function purchasablePlan(db: Executor, id: number | undefined): Promise<PlanRow> {
  if (id === undefined) return defaultPlan(db);
  const row = await findPlan(db, id);
  if (!row) throw notFound(PLAN_TEXTS.notFound);
  if (!row.active) throw conflict(PLAN_TEXTS.unavailable);
  return row;
}

export async function plansNamed(db: Executor, ids: number[]): Promise<PlanRow[]> {
  return ids.length ? db.select().from(plans).where(inArray(plans.id, ids)) : [];
}

export const planVersion = (db: Executor, id: number) => readVersion(db, plans, id);

export function insertPlan(db: Db, request: FastifyRequest, values: typeof plans.$inferInsert) {
  return db.transaction((tx) => insertAudited(tx, request, plans, values));
}

/**
 * A staff edit, if unchanged since the form read it. A new price is a new Stripe Price for new buyers
 * (the stored one is forgotten); memberships keep the amount they were bought at.
 */
export function savePlan(
  db: Db,
  request: FastifyRequest,
  edit: {
    id: number;
    change: Partial<PlanFields>;
    current: () => Promise<unknown>;
    /** The provider's price for the plan's new amount or interval (Stripe's Price id; null on the local gateway). */
    price: (plan: PlanRow) => Promise<string | null>;
  },
): Promise<PlanRow> {
  const { id, change, current } = edit;
  const toSet = fieldsToSet(change);
  return saveIfUnchanged(db, request, { table: plans, id, label: 'Plan', current }, async (tx, before) => {
    if (before.isDefault && change.active === false) throw conflict(PLAN_TEXTS.defaultStays);
    if (!toSet) return before;
    const after = { ...before, ...toSet };
    const repriced = after.priceCents !== before.priceCents || after.interval !== before.interval;
    const stripePriceId = repriced ? await edit.price(after) : before.stripePriceId;
    const [saved] = await tx
      .update(plans)
      .set({ ...toSet, stripePriceId, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    return saved;
  });
}

/**
 * The default plan takes STRIPE_PRICE_ID's amount, currency and interval while staff have not priced it
 * here, so every price shown and computed (offers, billing) is the one Stripe charges.
 */
export async function adoptConfiguredPrice(
  db: Executor,
  price: Pick<PlanRow, 'priceCents' | 'currency' | 'interval'>,
): Promise<void> {
  await db
    .update(plans)
    .set(price)
    .where(and(eq(plans.isDefault, true), isNull(plans.stripePriceId)));
}

/** Deleted, audited; refused for the default plan and for a plan memberships were bought on. */
export async function deletePlan(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const found = await findPlanWithMembers(db, id);
  if (!found) throw notFound(PLAN_TEXTS.notFound);
  if (found.plan.isDefault) throw conflict(PLAN_TEXTS.defaultStays);
  const [{ bought }] = await db.select({ bought: count() }).from(subscriptions).where(eq(subscriptions.planId, id));
  if (bought > 0) throw conflict(PLAN_TEXTS.inUse(found.members));
  await deleteAudited(db, request, { table: plans, where: eq(plans.id, id) });
}
