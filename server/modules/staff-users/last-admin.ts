import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../constants.js';
import type { Tx } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../errors.js';

// Any constant: it only serialises the saves that take an admin away.
const ADMIN_CHANGE_LOCK = 724_322;

/**
 * Refuses to take away the last active admin. Two admins demoting each other at once each hold their
 * target's row lock, so both would count two admins; this lock makes the second wait until the first
 * commits and then count again (a new statement sees the committed demotion), so one of them is refused.
 */
export async function keepAnAdmin(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  const admins = await tx.$count(
    users,
    and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt)),
  );
  if (admins <= 1) throw conflict(MESSAGES.lastAdmin);
}
