import { refreshMembership } from '../../access/membership.js';
import { isStaff } from '../../access/roles.js';
import { MESSAGES } from '../../constants.js';
import type { users } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';

type UserRow = typeof users.$inferSelect;

/**
 * The answer of a completed sign-in: a session key and what the client stores about the user.
 * Every way of signing in (password, and whatever completes it) ends here, so a key is issued in one place.
 */
export async function signInAnswer(deps: AppDeps, user: UserRow, remember: boolean | undefined) {
  const { config, jwt, db } = deps;
  const lifetimeSeconds = remember ? config.REMEMBER_DAYS * 86_400 : config.SESSION_HOURS * 3600;
  const token = await jwt.sign({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion }, lifetimeSeconds);
  // A membership may have ended at its period end since the flag was last written.
  const subscribedUser = isStaff(user)
    ? user.subscribedUser
    : (await refreshMembership(db, user.id, deps.now(), user.subscribedUser)).subscribedUser;
  return {
    token,
    firstTimeSignIn: !isStaff(user) && !user.tourCompletedAt,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      subscribedUser,
      profilePicture: user.profilePicture,
    },
    message: MESSAGES.loginDone,
  };
}
