import type { PlanResponse } from '../../providers/types';

// Stripe's amounts are in the currency's smallest unit: none for these, thousandths for the three-decimal ones.
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** `4999` `usd` → `USD 49.99`, as the card always read. */
export function formatPlanPrice({ amount, currency }: Pick<PlanResponse, 'amount' | 'currency'>): string {
  const code = currency.toLowerCase();
  const decimals = ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
  return `${code.toUpperCase()} ${(amount / 10 ** decimals).toFixed(decimals)}`;
}

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
