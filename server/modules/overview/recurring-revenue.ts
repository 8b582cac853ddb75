import type { OverviewResponse } from '../../schemas/index.js';
import { chargeAt } from '../payments/charge-amount.js';
import { monthlyAmount } from './figures.js';
import type { BilledSubscription } from './selling-queries.js';

/** What a subscription is billed per month at `now`: its amount for each seat less its offer's discount while that applies. */
export function billedPerMonth(subscription: BilledSubscription, now: Date): number {
  return monthlyAmount({
    amountCents: chargeAt(subscription, subscription, now).amount,
    interval: subscription.interval,
    intervalCount: 1,
  });
}

/**
 * Monthly recurring revenue now, in all and per plan (in the subscriptions' order: plans as displayed),
 * each total rounded to the smallest unit once.
 */
export function recurringRevenue(subscriptions: BilledSubscription[], now: Date) {
  let total = 0;
  const byPlan = new Map<number, OverviewResponse['mrrByPlan'][number]>();
  for (const subscription of subscriptions) {
    const billed = billedPerMonth(subscription, now);
    total += billed;
    const plan = byPlan.get(subscription.planId) ?? {
      planId: subscription.planId,
      name: subscription.planName,
      interval: subscription.planInterval,
      members: 0,
      amount: 0,
    };
    byPlan.set(subscription.planId, { ...plan, members: plan.members + 1, amount: plan.amount + billed });
  }
  return {
    amount: Math.round(total),
    byPlan: [...byPlan.values()].map((plan) => ({ ...plan, amount: Math.round(plan.amount) })),
  };
}
