import { isStaff } from '../../../common/roles.js';
import { membershipUntil } from '../../access/membership.js';
import type { subscriptions } from '../payments/schema.js';
import { toUserRecord } from '../profile/user-record.js';
import type { ListPageResult } from '../shared/lists.js';
import type { users } from './schema.js';

export type UserPage = ListPageResult<{
  user: typeof users.$inferSelect;
  subscription?: typeof subscriptions.$inferSelect;
  /** The team subscription of the seat the user holds. */
  seat?: typeof subscriptions.$inferSelect;
}>;

/** A page of user records as the JSON sent, good from `since` until `until` (ms). */
interface PageAnswer {
  body: Buffer;
  since: number;
  until: number;
}

const answers = new WeakMap<UserPage, PageAnswer>();

/**
 * A page read from the database as the records' JSON, made once and kept with the page: a record
 * changes with the clock only where a member's access ends (`subscribedUser`), so the JSON is made
 * again once the clock reaches the first such end on the page (or is set back before it was made).
 */
export function userPageJson(page: UserPage, now: Date): Buffer {
  const kept = answers.get(page);
  if (kept && kept.since <= now.getTime() && now.getTime() < kept.until) return kept.body;
  const records = page.rows.map(({ user, subscription, seat }) => toUserRecord(user, subscription, now, seat ?? null));
  const accessEnds = page.rows
    .filter(({ user }) => !isStaff(user))
    .map(({ subscription, seat }) => Math.max(membershipUntil(subscription), membershipUntil(seat)))
    .filter((end) => end > now.getTime());
  const made = { body: Buffer.from(JSON.stringify(records)), since: now.getTime(), until: Math.min(...accessEnds) };
  answers.set(page, made);
  return made.body;
}
