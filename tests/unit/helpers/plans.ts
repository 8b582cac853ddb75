import type { PlanOffering } from '../../../providers/types';

/** The seeded default plan as `GET plans` serves it: USD 49.99 a month, no trial. */
export const MONTHLY_PLAN: PlanOffering = {
  id: 1,
  name: 'Monthly Membership',
  amountCents: 4999,
  currency: 'usd',
  interval: 'month',
  intervalCount: 1,
  trialDays: 0,
  features: [],
  isDefault: true,
};
