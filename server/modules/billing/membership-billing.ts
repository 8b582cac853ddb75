import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { PlanOffering } from '../../schemas/plans.js';
import { offers } from '../offers/schema.js';
import { chargeAt } from '../payments/charge-amount.js';
import { subscriptions } from '../payments/schema.js';
import { planOfferingOf } from '../plans/plan-offering.js';
import { plans } from '../plans/schema.js';

export interface MembershipBilling {
  subscriptionId: number;
  plan: PlanOffering;
  nextCharge: { amountCents: number; at: string } | null;
  /** The card on file, as the subscription keeps it (none for a free membership, or before one was kept). */
  card: { brand: string | null; last4: string | null } | null;
}

/**
 * The member's running membership as billing shows it: the plan at the amount and interval it was bought
 * at (a later price change is not theirs), the next charge, less the offer's discount while it lasts
 * (none once cancelled), and the card it is made with.
 */
export async function membershipBilling(db: Executor, userId: number, now: Date): Promise<MembershipBilling | null> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans, offer: offers })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`${subscriptions.status} in ('active', 'trialing', 'past_due')`,
        sql`${subscriptions.currentPeriodEnd} > ${now}`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  const { subscription, plan, offer } = row;
  const bought = { ...planOfferingOf(plan), amountCents: subscription.amountCents, interval: subscription.interval };
  const at = subscription.currentPeriodEnd!;
  const shown = {
    subscriptionId: subscription.id,
    plan: bought,
    card:
      subscription.cardBrand || subscription.cardLast4
        ? { brand: subscription.cardBrand, last4: subscription.cardLast4 }
        : null,
  };
  if (subscription.cancelAtPeriodEnd) return { ...shown, nextCharge: null };
  const { amount } = chargeAt(subscription, offer, at);
  return {
    ...shown,
    nextCharge: {
      // A credit left by a change to a cheaper plan pays first.
      amountCents: Math.max(0, amount - subscription.creditCents),
      at: at.toISOString(),
    },
  };
}
