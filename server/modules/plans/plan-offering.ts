import type { PlanOffering } from '../../schemas/plans.js';
import type { PlanRow } from './plans-store.js';

/** A plan as its card shows it, from its row (the local gateway charges exactly this). */
export function planOfferingOf(plan: PlanRow): PlanOffering {
  return {
    id: plan.id,
    name: plan.name,
    amountCents: plan.priceCents,
    currency: plan.currency,
    interval: plan.interval,
    intervalCount: 1,
    trialDays: plan.trialDays,
    features: plan.features,
    isDefault: plan.isDefault,
  };
}
