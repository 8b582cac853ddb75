import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { discountApplies, discountOn, offerLabel } from '../offers/offer-terms.js';
import { offers } from '../offers/schema.js';
import { plans } from '../plans/schema.js';
import { addInterval } from './billing-periods.js';
import { chargeDescription } from './charge-description.js';
import { localPaymentIntents, subscriptions } from './schema.js';

/** Renewals are made this long before the period ends, so access never waits on the schedule. */
export const RENEW_AHEAD_MS = 2 * 3600_000;

type Due = {
  subscription: typeof subscriptions.$inferSelect;
  plan: typeof plans.$inferSelect;
  offer: typeof offers.$inferSelect | null;
};

/**
 * The local gateway bills as Stripe does: an active or trialing, not cancelled local membership whose
 * period (or trial) ends soon gets its next period (month or year, as bought) and a charge at the amount it was bought at, less
 * its offer's discount while that lasts, so it never lapses while it runs. A scheduled job calls this;
 * `charged` hears of each charge (its receipt is mailed). Returns how many memberships were renewed.
 */
export async function renewLocalMemberships(
  db: Db,
  now: Date,
  charged: (charge: ChargeRow) => Promise<void> = async () => undefined,
): Promise<number> {
  const due: Due[] = await db
    .select({ subscription: subscriptions, plan: plans, offer: offers })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        inArray(subscriptions.status, ['active', 'trialing']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEW_AHEAD_MS)),
      ),
    );
  for (const row of due) {
    const recorded = await renew(db, row, now);
    for (const charge of recorded) await charged(charge);
  }
  return due.length;
}

/** Each period a stopped server missed is billed up to now, as a card would have been, in one transaction. */
async function renew(db: Db, { subscription, plan, offer }: Due, now: Date): Promise<ChargeRow[]> {
  const [card] = await db
    .select({ cardBrand: localPaymentIntents.cardBrand, cardLast4: localPaymentIntents.cardLast4 })
    .from(localPaymentIntents)
    .where(and(eq(localPaymentIntents.subscriptionId, subscription.id), eq(localPaymentIntents.status, 'succeeded')))
    .orderBy(desc(localPaymentIntents.createdAt))
    .limit(1);
  return db.transaction(async (tx) => {
    const periods: { start: Date; end: Date; invoice: string }[] = [];
    let start = subscription.currentPeriodEnd!;
    while (start.getTime() <= now.getTime() + RENEW_AHEAD_MS) {
      const end = addInterval(start, subscription.interval);
      periods.push({ start, end, invoice: `in_local_${randomBytes(12).toString('hex')}` });
      start = end;
    }
    const [renewed] = await tx
      .update(subscriptions)
      // A trial converts: its first charge is made here.
      .set({ status: 'active', currentPeriodEnd: start, providerInvoiceId: periods.at(-1)!.invoice, updatedAt: now })
      // Only if nobody cancelled or changed it meanwhile.
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.status, subscription.status),
          eq(subscriptions.cancelAtPeriodEnd, false),
          // At the milliseconds a Date holds: a period end written in SQL carries microseconds.
          sql`date_trunc('milliseconds', ${subscriptions.currentPeriodEnd}) = ${subscription.currentPeriodEnd!}`,
        ),
      )
      .returning({ id: subscriptions.id });
    if (!renewed) return [];
    const recorded: ChargeRow[] = [];
    for (const period of periods) {
      const discounted = offer !== null && discountApplies(subscription, period.start);
      // A team's renewal charges each of its seats.
      const amount = subscription.amountCents * subscription.seats;
      const discount = discounted ? discountOn(offer, amount) : 0;
      const charge = await recordCharge(tx, {
        userId: subscription.userId,
        subscriptionId: subscription.id,
        provider: 'local',
        kind: 'payment',
        amountCents: amount - discount,
        discountCents: discount,
        currency: plan.currency,
        description: chargeDescription(plan.name, period.start, period.end),
        offerId: discounted ? offer.id : null,
        discountLabel: discounted ? `${offer.code} (${offerLabel(offer, plan.currency)})` : null,
        cardBrand: card?.cardBrand ?? null,
        cardLast4: card?.cardLast4 ?? null,
        providerReference: period.invoice,
        createdAt: now,
      });
      if (charge) recorded.push(charge);
    }
    return recorded;
  });
}
