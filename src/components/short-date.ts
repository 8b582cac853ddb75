const DAY_PARTS = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * `5 Sep 2025` in the browser's time zone, as dayjs's `D MMM YYYY` writes it, without dayjs: a screen that
 * needs nothing else of it is 2.7 KB lighter. US English for the month: British English writes `Sept`.
 */
export function shortDate(at: string | Date): string {
  const parts = DAY_PARTS.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}
