import { formatAmount } from '../../common/money';
import type { PlanRecord } from '../../providers/types';

/** The interval choices the plan form offers, in the API's words. */
export const INTERVALS: { value: PlanRecord['interval']; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

const INTERVAL_WORDS: Record<PlanRecord['interval'], string> = { month: 'monthly', year: 'yearly' };

/** `USD 49.99 / monthly`. */
export const planPrice = (plan: Pick<PlanRecord, 'amountCents' | 'currency' | 'interval'>) =>
  `${formatAmount({ amount: plan.amountCents, currency: plan.currency })} / ${INTERVAL_WORDS[plan.interval]}`;

/** `14 days`, `1 day`, or none. */
export const trialText = (days: number) => (days === 0 ? 'None' : `${days} ${days === 1 ? 'day' : 'days'}`);
