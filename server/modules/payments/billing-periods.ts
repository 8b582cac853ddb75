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
