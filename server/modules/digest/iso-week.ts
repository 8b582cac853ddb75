const DAY_MS = 86_400_000;

/** An ISO 8601 week in UTC: Monday 00:00 (inclusive) to the next Monday 00:00 (exclusive). */
export interface IsoWeek {
  /** The ISO week-numbering year: the year of the week's Thursday (it differs from the calendar year around 1 January). */
  year: number;
  week: number;
  /** `2026-W03`: the key each digest is recorded under. */
  label: string;
  start: Date;
  end: Date;
}

/** The ISO week (in UTC) that contains `at`. */
export function isoWeekOf(at: Date): IsoWeek {
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - sinceMonday));
  // Week 1 is the week with the year's first Thursday, so a week belongs to its Thursday's year.
  const thursday = new Date(start.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return {
    year,
    week,
    label: `${year}-W${String(week).padStart(2, '0')}`,
    start,
    end: new Date(start.getTime() + 7 * DAY_MS),
  };
}

/** The week a digest sent at `now` reports on: the last whole ISO week before now (Monday's run covers the week that just ended). */
export function digestWeek(now: Date): IsoWeek {
  return isoWeekOf(new Date(isoWeekOf(now).start.getTime() - 1));
}
