import type { PlanResponse } from '../../providers/types';

const EVERY_ONE = { day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' } as const;

/** `month` → `monthly`; `3 months` → `every 3 months`. */
export function formatPlanPeriod({
  interval,
  intervalCount,
}: Pick<PlanResponse, 'interval' | 'intervalCount'>): string {
  return intervalCount === 1 ? EVERY_ONE[interval] : `every ${intervalCount} ${interval}s`;
}

/** `Monthly Membership` for a monthly plan; plain `Membership` otherwise and while the plan loads. */
export function planTitle(plan?: Pick<PlanResponse, 'interval' | 'intervalCount'>): string {
  if (!plan || plan.intervalCount !== 1) return 'Membership';
  const period = EVERY_ONE[plan.interval];
  return `${period[0].toUpperCase()}${period.slice(1)} Membership`;
}
