import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessFor, mayUse } from '../../access/roles.js';
import { MESSAGES } from '../../constants.js';
import type { Db, Tx } from '../../db/database.js';
import { DEADLOCK_DETECTED, pgCode } from '../../db/pg-errors.js';
import { forbidden, unauthorized } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { users } from '../users/schema.js';

/**
 * Holds the acting staff account's row for the rest of the write's transaction, as its first lock, and
 * checks the account again there: the request was let in on a cached role, and a demotion or ended
 * session committed since refuses the write. A change of the account waits for the writes holding
 * its row, so none lands after the change; one account's writes take the row one at a time.
 */
async function holdActingStaff(tx: Tx, request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  const [row] = await tx
    .select({ role: users.role, active: users.isActive, deletedAt: users.deletedAt, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id))
    .for('no key update');
  if (!row || !row.active || row.deletedAt || row.tokenVersion !== user.tokenVersion)
    throw unauthorized(MESSAGES.sessionExpired);
  const area = request.staffArea;
  if (!area || !mayUse(row.role, area, accessFor(request.method))) throw forbidden(MESSAGES.roleNotAllowed);
}

/** Attempts of a staff write that PostgreSQL keeps choosing as a deadlock's victim. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * A staff write's transaction, the acting account held and checked first. Two admins' writes on each
 * other's accounts (bulk deactivations) each hold their own row, then wait for the other's: PostgreSQL
 * aborts one, which runs again once the other is done and then sees what it changed. It waits a
 * moment first, longer each time: the survivor, woken by the abort, must take the row it waited for
 * before the retry takes its own again, or the same deadlock repeats (seen on a loaded machine).
 */
export async function staffWrite<T>(db: Db, request: FastifyRequest, write: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await holdActingStaff(tx, request);
        return write(tx);
      });
    } catch (error) {
      if (pgCode(error) !== DEADLOCK_DETECTED || attempt === DEADLOCK_ATTEMPTS) throw error;
      await sleep(attempt * 50 * (1 + Math.random()));
    }
  }
}
