import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { offerLabel } from '../offers/offer-terms.js';
import { offers } from '../offers/schema.js';
import { plans } from '../plans/schema.js';
import { addInterval } from './billing-periods.js';
import { chargeAt } from './charge-amount.js';
import { chargeDescription } from './charge-description.js';
import { type DunningStep, recordDeclinedRenewal } from './local-dunning.js';
import { creditNote } from './local-plan-change.js';
import type { SubscriptionRow } from './provider.js';
import { localPaymentMethods, subscriptions } from './schema.js';
import { PAYMENT_NOT_FAILING, unchangedSince } from './subscription-store.js';

/** Renewals are made this long before the period ends, so access never waits on the schedule. */
export const RENEW_AHEAD_MS = 2 * 3600_000;

type Due = {
  subscription: SubscriptionRow;
  plan: typeof plans.$inferSelect;
  offer: typeof offers.$inferSelect | null;
  /** The card on file; none for a membership paid before cards were kept (charged as it always was). */
  card: typeof localPaymentMethods.$inferSelect | null;
};

/** What the job tells of each renewal: a charge (its receipt is mailed), a failing renewal's step (mailed). */
export interface RenewalListener {
  charged(charge: ChargeRow): Promise<void>;
  dunned(subscription: SubscriptionRow, step: DunningStep): Promise<void>;
}

const UNHEARD: RenewalListener = { charged: async () => undefined, dunned: async () => undefined };

const dueWhere = (db: Db, where: SQL | undefined): Promise<Due[]> =>
  db
    .select({ subscription: subscriptions, plan: plans, offer: offers, card: localPaymentMethods })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(offers, eq(offers.id, subscriptions.offerId))
    .leftJoin(localPaymentMethods, eq(localPaymentMethods.id, subscriptions.paymentMethodId))
    .where(and(eq(subscriptions.provider, 'local'), eq(subscriptions.cancelAtPeriodEnd, false), where));

/**
 * The local gateway bills as Stripe does: an active or trialing, not cancelled local membership whose
 * period (or trial) ends soon gets its next period (month or year, as bought) and a charge at the amount it was bought at, less
 * its offer's discount while that lasts, so it never lapses while it runs. A scheduled job calls this;
 * `listener` hears of each charge and each declined renewal. Returns how many memberships were due.
 */
export async function renewLocalMemberships(db: Db, now: Date, listener: RenewalListener = UNHEARD): Promise<number> {
  const due = await dueWhere(
    db,
    and(
      inArray(subscriptions.status, ['active', 'trialing']),
      lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEW_AHEAD_MS)),
    ),
  );
  for (const row of due) await chargeOrDun(db, row, now, listener);
  return due.length;
}

/**
 * Failed renewals whose retry is due (local-dunning.ts's schedule): the card is charged again; paid, the
 * membership renews as above. Returns how many were retried.
 */
export async function retryFailedRenewals(db: Db, now: Date, listener: RenewalListener = UNHEARD): Promise<number> {
  const due = await dueWhere(
    db,
    and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextPaymentAttemptAt, now)),
  );
  for (const row of due) await chargeOrDun(db, row, now, listener);
  return due.length;
}

/**
 * The member's own retry with the card they just put on file: the charges it made, or `declined` (the
 * schedule of retries goes on as it was).
 */
export async function retryFailedRenewalNow(
  db: Db,
  subscriptionId: number,
  now: Date,
): Promise<ChargeRow[] | 'declined'> {
  const [row] = await dueWhere(db, and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'past_due')));
  if (!row) return [];
  return row.card?.declinesCharges ? 'declined' : renew(db, row, now);
}

async function chargeOrDun(db: Db, row: Due, now: Date, listener: RenewalListener): Promise<void> {
  if (row.card?.declinesCharges) {
    // A failed renewal: past due while it is retried, ended after the last retry.
    const declined = await recordDeclinedRenewal(db, row.subscription, now);
    if (declined) await listener.dunned(declined.subscription, declined.step);
    return;
  }
  for (const charge of await renew(db, row, now)) await listener.charged(charge);
}

/** Each period a stopped server missed is billed up to now, as a card would have been, in one transaction. */
async function renew(db: Db, { subscription, plan, offer }: Due, now: Date): Promise<ChargeRow[]> {
  return db.transaction(async (tx) => {
    const periods: Period[] = [];
    let start = subscription.currentPeriodEnd!;
    while (start.getTime() <= now.getTime() + RENEW_AHEAD_MS) {
      const end = addInterval(start, subscription.interval);
      periods.push({ start, end, invoice: `in_local_${randomBytes(12).toString('hex')}` });
      start = end;
    }
    const bills = billsOf({ subscription, offer }, periods);
    const creditUsed = bills.reduce((sum, bill) => sum + bill.credited, 0);
    const [renewed] = await tx
      .update(subscriptions)
      // A trial converts: its first charge is made here. A failing renewal is paid.
      .set({
        status: 'active',
        currentPeriodStart: periods.at(-1)!.start,
        currentPeriodEnd: start,
        providerInvoiceId: periods.at(-1)!.invoice,
        creditCents: subscription.creditCents - creditUsed,
        ...PAYMENT_NOT_FAILING,
        updatedAt: now,
      })
      // Only if nobody cancelled or changed it meanwhile.
      .where(unchangedSince(subscription))
      .returning({ id: subscriptions.id });
    if (!renewed) return [];
    const recorded: ChargeRow[] = [];
    for (const { period, amount, discounted, discount, credited } of bills) {
      const charge = await recordCharge(tx, {
        userId: subscription.userId,
        subscriptionId: subscription.id,
        provider: 'local',
        kind: 'payment',
        amountCents: amount - discount - credited,
        discountCents: discount,
        currency: plan.currency,
        description: chargeDescription(plan.name, period.start, period.end) + creditNote(credited, plan.currency),
        offerId: discounted && offer ? offer.id : null,
        discountLabel: discounted && offer ? `${offer.code} (${offerLabel(offer, plan.currency)})` : null,
        cardBrand: subscription.cardBrand,
        cardLast4: subscription.cardLast4,
        providerReference: period.invoice,
        createdAt: now,
      });
      if (charge) recorded.push(charge);
    }
    return recorded;
  });
}

type Period = { start: Date; end: Date; invoice: string };

/**
 * What each period is billed (charge-amount.ts), less what a credit left by a change to a cheaper plan
 * can pay before the card does.
 */
function billsOf({ subscription, offer }: Pick<Due, 'subscription' | 'offer'>, periods: Period[]) {
  let credit = subscription.creditCents;
  return periods.map((period) => {
    const { full, discounted, discount, amount } = chargeAt(subscription, offer, period.start);
    const credited = Math.min(credit, amount);
    credit -= credited;
    return { period, amount: full, discounted, discount, credited };
  });
}
