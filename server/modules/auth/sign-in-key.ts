import { isStaff } from '../../../common/roles.js';
import { refreshMembership } from '../../access/membership.js';
import { rulesFor } from '../../access/roles.js';
import { MESSAGES } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import type { RequestOrigin, SessionRow } from '../../services/live-sessions.js';
import { recordSecurityEvent } from '../sessions/security-events.js';
import type { users } from '../users/schema.js';

type UserRow = typeof users.$inferSelect;
type KeyHolder = Pick<UserRow, 'id' | 'role' | 'tokenVersion'>;

/**
 * The answer of a completed sign-in: a new session, its key and what the client stores about the
 * user. Every way of signing in (password, and whatever completes it) ends here, so sessions start
 * and keys are issued in one place. `origin` is `requestOrigin(request)`.
 */
export async function signInAnswer(deps: AppDeps, user: UserRow, remember: boolean | undefined, origin: RequestOrigin) {
  const { config, db } = deps;
  const now = deps.now();
  const lifetimeMs = remember ? config.REMEMBER_DAYS * 86_400_000 : config.SESSION_HOURS * 3_600_000;
  // On the wall clock, as the key's `exp` is checked, and in whole seconds as its `iat` and `exp` are:
  // the key is issued at this instant, so its lifetime is whole even when the calls below cross a
  // second, and the session ends exactly when the key does (its socket closed then, not up to a
  // second after the key stopped opening anything).
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + lifetimeMs);
  const session = await deps.liveSessions.start(user.id, remember ?? false, expiresAt, origin, now);
  await recordSecurityEvent(deps, user.id, 'sign-in', origin);
  // A membership may have ended at its period end since the flag was last written.
  const subscribedUser = isStaff(user)
    ? user.subscribedUser
    : (await refreshMembership(db, user.id, now, user.subscribedUser)).subscribedUser;
  return {
    token: await sessionKey(deps, user, session, issuedAt),
    firstTimeSignIn: !isStaff(user) && !user.tourCompletedAt,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      subscribedUser,
      profilePicture: user.profilePicture,
    },
    // What the role may use on the staff side, so the client hides the rest from the first screen on.
    staffRules: rulesFor(user.role),
    message: MESSAGES.loginDone,
  };
}

/** A key for a session, expiring with it (a key made again keeps the session's lifetime). */
export const sessionKey = (
  deps: Pick<AppDeps, 'jwt'>,
  user: KeyHolder,
  session: SessionRow,
  issuedAt?: Date,
): Promise<string> =>
  deps.jwt.sign(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion, sessionId: session.id },
    session.expiresAt,
    issuedAt,
  );
