import { DEFAULT_RANGE_DAYS, DROP_OFF_STEP_PERCENT, MAX_RANGE_DAYS, OVERVIEW_TEXTS } from '../../../common/overview.js';
import type { PlanResponse } from '../../schemas/index.js';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The asked range, or the last DEFAULT_RANGE_DAYS days up to today (UTC) for an end left out. */
export function resolveRange(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** Why a range cannot be shown, or null: checked after the defaults filled it in. */
export function rangeProblem({ from, to }: { from: string; to: string }): string | null {
  if (from > to) return OVERVIEW_TEXTS.fromAfterTo;
  return (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS ? OVERVIEW_TEXTS.tooLong : null;
}

/** The range as instants: from the start of its first UTC day to the start of the day after its last. */
export const rangeInstants = ({ from, to }: { from: string; to: string }) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
});

/** `part ÷ whole` in percent with one decimal; 0 of nothing is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** Churn: cancellations in the range ÷ members paying at its start, in percent; unknown without payers. */
export function churnRatePercent(cancellations: number, payingAtStart: number): number | null {
  return payingAtStart > 0 ? sharePercent(cancellations, payingAtStart) : null;
}

const PER_YEAR: Record<PlanResponse['interval'], number> = { day: 365, week: 52, month: 12, year: 1 };

/**
 * An amount billed every interval, per month, in the currency's smallest unit (a yearly one counts a
 * twelfth). Not rounded: a sum of them is rounded once, at the end.
 */
export function monthlyAmount(plan: Pick<PlanResponse, 'amountCents' | 'interval' | 'intervalCount'>): number {
  return (plan.amountCents * PER_YEAR[plan.interval]) / (12 * plan.intervalCount);
}

/** The curve's steps: 0, 5, … 100 percent of the lecture. */
export const dropOffSteps = (step = DROP_OFF_STEP_PERCENT) =>
  Array.from({ length: Math.floor(100 / step) + 1 }, (_, index) => index * step);

/**
 * SQL's counts of viewers still watching at each step, as the curve: every step present (a missing
 * one had nobody), each with its share of all viewers. A curve never rises: reaching 50 % means
 * having passed 45 %, so a larger later count can only be a bad input and is capped.
 */
export function toDropOffCurve(rows: { percent: number; viewers: number }[], viewers: number) {
  const byStep = new Map(rows.map((row) => [Number(row.percent), Number(row.viewers)]));
  let previous = viewers;
  return dropOffSteps().map((percent) => {
    const still = Math.min(previous, byStep.get(percent) ?? 0);
    previous = still;
    return { percent, viewers: still, share: sharePercent(still, viewers) };
  });
}
