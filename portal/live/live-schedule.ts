import type { LiveClassRecord } from '../../providers/types';

const MINUTE = 60_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** "in 2 days", "in 3 hours", "in 5 minutes", "starting now", "started 10 minutes ago": the largest whole unit. */
export function relativeStart(startsAt: string, now: Date): string {
  const away = Date.parse(startsAt) - now.getTime();
  if (Math.abs(away) < MINUTE) return 'starting now';
  const [unit, size] = UNITS.find(([, length]) => Math.abs(away) >= length) ?? UNITS[UNITS.length - 1];
  const text = relative.format(Math.trunc(away / size), unit);
  return away < 0 ? `started ${text}` : text;
}

/** The schedule as the Live page shows it: the classes live now on top, then the rest, soonest first. */
export function liveNowFirst(classes: LiveClassRecord[]): { live: LiveClassRecord[]; upcoming: LiveClassRecord[] } {
  const soonest = [...classes].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
  return {
    live: soonest.filter((one) => one.status === 'live'),
    upcoming: soonest.filter((one) => one.status !== 'live'),
  };
}

/** A class's start in the member's own time zone, e.g. "Tue 15 Jan 2030, 19:30". */
export const localStart = (startsAt: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt));
