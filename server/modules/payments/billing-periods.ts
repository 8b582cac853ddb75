/** One calendar month or year later, clamped to the month's last day as Stripe bills (31 Jan → 28/29 Feb). */
export function addInterval(from: Date, interval: 'month' | 'year', count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/**
 * The share (0–1) of the period from `start` to `end` still to come at `now`, to the millisecond: what
 * Stripe prorates a plan or quantity change by.
 */
export function shareLeft(start: Date, end: Date, now: Date): number {
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / (end.getTime() - start.getTime())));
}
