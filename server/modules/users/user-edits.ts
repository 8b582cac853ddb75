import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pgCode, UNIQUE_VIOLATION } from '../../db/pg-errors.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { staffUserBody, staffUserPatch } from '../../schemas/index.js';
import { assertStrongPassword } from '../../services/password-strength.js';
import { hashPassword } from '../../services/passwords.js';
import { assertOwnPicture } from '../profile/profile-picture.js';
import { loadUserRecord } from '../profile/user-record.js';
import { endSessions } from '../sessions/end-sessions.js';
import { TEXTS } from '../shared/texts.js';
import { sessionsEndedBy } from './sessions-ended-by.js';
import { insertUserAudited, saveUserEdit } from './user-management-store.js';
import type { UserRow } from './users-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'liveSessions'>;

/** A user added by staff: verified at once, with the password staff chose. */
export async function addUser(
  deps: Deps,
  request: FastifyRequest,
  body: z.output<typeof staffUserBody>,
): Promise<UserRow> {
  const { password, ...fields } = body;
  assertStrongPassword(password, [fields.email, fields.name]);
  const passwordHash = await hashPassword(password);
  const created = await insertUserAudited(deps.db, request, { ...fields, isVerified: true, passwordHash });
  if (!created) throw conflict(TEXTS.emailTaken);
  return created;
}

/**
 * A staff edit of one user. Nobody deactivates or demotes themselves; deactivating, a new password or
 * another role ends every session of that user at once. Answers the success text for what it did.
 */
export async function editUser(
  deps: Deps,
  request: FastifyRequest,
  id: number,
  body: z.output<typeof staffUserPatch>,
): Promise<string> {
  const { status, password, ...fields } = body;
  const current = () => loadUserRecord(deps.db, id, deps.now());
  const before = await current();
  await assertOwnPicture(deps.db, id, fields.profilePicture);
  if (password !== undefined)
    assertStrongPassword(password, [fields.email ?? before.email, fields.name ?? before.name]);
  if (id === currentUser(request).id && (status === false || fields.role === 'member'))
    throw badRequest(TEXTS.notYourself);
  const why = sessionsEndedBy({ status, password, role: fields.role }, before.role);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const set = {
    ...fields,
    ...(status === undefined ? {} : { isActive: status }),
    ...(passwordHash === undefined ? {} : { passwordHash }),
  };
  try {
    await saveUserEdit(deps.db, request, { id, current, set, revokeKeys: why !== null, now: () => deps.now() });
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw conflict(TEXTS.emailTaken);
    throw error;
  }
  if (why) await endSessions(deps, id, { kind: why.kind, details: { note: why.note } });
  return status === undefined ? TEXTS.userUpdated : status ? TEXTS.markedActive : TEXTS.markedInactive;
}
