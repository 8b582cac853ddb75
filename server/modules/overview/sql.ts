import { sql } from 'drizzle-orm';
import { LIVE_STATUSES, RENEWAL_GRACE_MS } from '../../access/membership.js';
import type { Db } from '../../db/database.js';

/** The SQL pieces the overview's queries share. */
export interface Range {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export const live = sql.raw(LIVE_STATUSES.map((status) => `'${status}'`).join(', '));
const grace = sql`(${RENEWAL_GRACE_MS}::float8 * interval '1 millisecond')`;
/** A subscriptions row `s` gives access at `at`: membership.ts's hasMembership in SQL. */
export const givesAccessAt = (at: unknown) =>
  sql`(s.status in (${live}) and (s.current_period_end is null or ${at}::timestamptz < s.current_period_end + case when s.cancel_at_period_end then interval '0' else ${grace} end))`;
/** `column` falls within the range's instants. */
export const within = (column: ReturnType<typeof sql>, range: Range) =>
  sql`(${column} >= ${range.start}::timestamptz and ${column} < ${range.end}::timestamptz)`;

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
