import type { AccessControlProvider } from '@refinedev/core';
import { PATHS } from '../common/paths';
import { isStaff } from '../common/roles';
import { SHARED_TEXTS } from '../common/texts';
import { getSession, type Session } from './session';

/**
 * Who may open a screen (docs/PRODUCT.md#who-sees-what):
 * - public: anyone (the account screens);
 * - signed-in: any signed-in person, with or without membership;
 * - subscriber: staff, or a member with an active membership;
 * - staff: the admin role only.
 */
export type AccessLevel = 'public' | 'signed-in' | 'subscriber' | 'staff';

export type AccessDecision = { can: true } | { can: false; redirectTo: string; reason: string };

export function landingPath(session: Pick<Session, 'role' | 'subscribed'>): string {
  if (isStaff(session)) return PATHS.userManagement;
  return session.subscribed ? PATHS.dashboard : PATHS.selectPlan;
}

export function decideAccess(
  level: AccessLevel,
  session: Pick<Session, 'token' | 'role' | 'subscribed'>,
): AccessDecision {
  if (level === 'public') return { can: true };
  if (!session.token) return { can: false, redirectTo: PATHS.login, reason: 'Please log in' };
  if (isStaff(session) || level === 'signed-in') return { can: true };
  if (level === 'staff') return { can: false, redirectTo: landingPath(session), reason: SHARED_TEXTS.staffOnly };
  if (session.subscribed) return { can: true };
  return { can: false, redirectTo: PATHS.selectPlan, reason: 'This needs an active membership' };
}

/** Refine's buttons and <CanAccess> ask the same question as the route guard. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ params }) => {
    const level = (params?.resource?.meta?.access as AccessLevel | undefined) ?? 'staff';
    const decision = decideAccess(level, getSession());
    return decision.can ? { can: true } : { can: false, reason: decision.reason };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
