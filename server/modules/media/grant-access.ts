import { hasContentAccess, MEMBERSHIP_REQUIRED } from '../../access/membership.js';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../errors.js';
import { sessionUser } from '../../plugins/auth.js';
import type { GrantQuery } from '../../services/media-urls.js';
import { TEXTS } from '../shared/texts.js';

/**
 * The user a media grant for `path` was made for, checked at each request: their session is still
 * live (not logged out or revoked, the account active) and they may watch now (staff, or a member
 * with an active membership). A grant failing either answers 403 from its next request on.
 */
export async function grantedViewer(
  deps: Pick<AppDeps, 'mediaUrls' | 'signedIn' | 'liveSessions' | 'now'>,
  path: string,
  query: GrantQuery,
): Promise<AuthUser> {
  const viewer = deps.mediaUrls.verifyGrant(path, query);
  const user = viewer && (await sessionUser(deps, viewer.userId, viewer.sessionId));
  if (!user) throw forbidden(TEXTS.badMediaLink);
  if (!(await hasContentAccess(user, deps.signedIn, deps.now()))) throw forbidden(MEMBERSHIP_REQUIRED);
  return user;
}
