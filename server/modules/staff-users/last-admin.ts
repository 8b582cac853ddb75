import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../constants.js';
import type { Tx } from '../../db/database.js';
import { conflict } from '../../errors.js';
import { users } from '../users/schema.js';

const activeAdmins = and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt));

// Any constant: it only serialises the saves that take an admin away.
const ADMIN_CHANGE_LOCK = 724_322;

/**
 * Refuses to take away the last active admin. Two admins demoting each other at once each hold their
 * target's row lock, so both would count two admins; this lock makes the second wait until the first
 * commits and then count again (a new statement sees the committed demotion), so one of them is refused.
 */
export async function keepAnAdmin(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  const admins = await tx.$count(users, activeAdmins);
  if (admins <= 1) throw conflict(MESSAGES.lastAdmin);
}

/**
 * Refuses a change, already made in `tx`, that left no active admin (a bulk deactivation). The same
 * lock makes a concurrent save that takes an admin away wait, then count what this one committed.
 */
export async function keepAdminsAfter(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  if ((await tx.$count(users, activeAdmins)) === 0) throw conflict(MESSAGES.lastAdmin);
}
