import { and, eq, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.js';
import type { PaymentsProviderName } from '../../schemas/payments.js';
import type { PlanChange, SubscriptionRow, SubscriptionState } from './provider.js';
import { subscriptions } from './schema.js';

type NewSubscription = typeof subscriptions.$inferInsert;

export async function insertSubscription(db: Executor, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row;
}

/** A row's payment columns as a provider reports them. */
export function stateOf(subscription: SubscriptionRow): SubscriptionState {
  return {
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    invoiceId: subscription.providerInvoiceId,
  };
}
/** A paid (or ended) subscription no longer has a failing payment to show. */
export const PAYMENT_NOT_FAILING = { paymentFailedAt: null, failedPaymentAttempts: 0, nextPaymentAttemptAt: null };

function stateColumns(state: SubscriptionState, now: Date) {
  return {
    status: state.status,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    ...(state.invoiceId ? { providerInvoiceId: state.invoiceId } : {}),
    ...(state.status === 'past_due' ? {} : PAYMENT_NOT_FAILING),
    updatedAt: now,
  };
}

/**
 * The row as `seen`, unless a cancel, renewal or retry changed it meanwhile: a scheduled charge or its
 * failure is written only then, so a job run twice at once writes it once.
 */
export function unchangedSince(seen: SubscriptionRow): SQL {
  return and(
    eq(subscriptions.id, seen.id),
    eq(subscriptions.status, seen.status),
    eq(subscriptions.cancelAtPeriodEnd, false),
    eq(subscriptions.failedPaymentAttempts, seen.failedPaymentAttempts),
    // At the milliseconds a Date holds: a period end written in SQL carries microseconds.
    sql`date_trunc('milliseconds', ${subscriptions.currentPeriodEnd}) = ${seen.currentPeriodEnd!}`,
  )!;
}

/** A failing renewal as the provider reports it: its first failure kept, the attempts so far, the next one (null: none). */
export async function saveFailingPayment(
  db: Executor,
  seen: SubscriptionRow,
  failure: { attempts: number; nextAttemptAt: Date | null },
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({
      paymentFailedAt: seen.paymentFailedAt ?? now,
      failedPaymentAttempts: failure.attempts,
      nextPaymentAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(subscriptions.id, seen.id))
    .returning();
  return row;
}

/** The card the next charges are made with (the provider's payment method and what the member is shown of it). */
export async function saveCardOnFile(
  db: Executor,
  id: number,
  card: { paymentMethodId: string; cardBrand: string | null; cardLast4: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ ...card, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

export async function saveState(
  db: Executor,
  id: number,
  state: SubscriptionState,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set(stateColumns(state, now))
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** The row, locked until the transaction ends: attach, cancel and webhooks of one subscription go one at a time. */
export async function lockSubscription(tx: Tx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * Writes only the payment columns (status, period, invoice) that the provider reports changed since
 * `seen`, the row it was given; never the cancellation, which only the member's cancel sets. One
 * UPDATE of those columns alone: a cancel or renewal saved meanwhile is kept, not overwritten by a stale copy.
 */
export async function savePaymentOutcome(
  db: Executor,
  seen: SubscriptionRow,
  reported: SubscriptionState,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const news: Partial<SubscriptionRow> = {
    status: reported.status,
    currentPeriodStart: reported.currentPeriodStart,
    currentPeriodEnd: reported.currentPeriodEnd,
    ...(reported.invoiceId ? { providerInvoiceId: reported.invoiceId } : {}),
  };
  const changed = Object.fromEntries(
    Object.entries(news).filter(([column, value]) => !sameValue(value, seen[column as keyof SubscriptionRow])),
  );
  if (Object.keys(changed).length === 0) return seen;
  const [row] = await db
    .update(subscriptions)
    .set({ ...changed, updatedAt: now })
    .where(eq(subscriptions.id, seen.id))
    .returning();
  return row;
}

/** The row of a provider subscription, inserted unless a concurrent identical request already did. */
export async function insertSubscriptionOnce(db: Executor, values: NewSubscription): Promise<SubscriptionRow> {
  const [inserted] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, values.provider),
        eq(subscriptions.providerSubscriptionId, values.providerSubscriptionId),
      ),
    );
  return existing;
}

/** Mirrors a provider's report onto the row it belongs to; null when the subscription is not ours. */
export async function saveStateByProviderId(
  db: Executor,
  provider: PaymentsProviderName,
  providerSubscriptionId: string,
  state: SubscriptionState,
  now: Date,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set(stateColumns(state, now))
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .returning();
  return row ?? null;
}

/** An unpaid subscription given up for another plan or code (or left by another provider): it can no longer be paid. */
export async function abandonUnpaid(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'incomplete_expired', updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
}

/** One trial per member, ever: any subscription of theirs that started with one. */
export async function hasHadTrial(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.trialEndsAt),
        notInArray(subscriptions.status, ['incomplete', 'incomplete_expired']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique index refused the write (Drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}

/**
 * A plan change as the provider made it: the plan, its amount and interval from now, the offer only if it
 * goes on, the credit kept for the next charges, and the state the provider reports.
 */
export async function savePlanChange(
  db: Executor,
  subscription: SubscriptionRow,
  { plan, terms }: PlanChange,
  saved: { state: SubscriptionState; creditCents: number; now: Date },
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({
      ...stateColumns(saved.state, saved.now),
      planId: plan.id,
      amountCents: plan.priceCents,
      interval: plan.interval,
      offerId: terms.keepsOffer ? subscription.offerId : null,
      discountEndsAt: terms.keepsOffer ? subscription.discountEndsAt : null,
      creditCents: saved.creditCents,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return row;
}
