import type { AccessControlProvider } from '@refinedev/core';
import { PATHS } from '../common/paths';
import { isStaff } from '../common/roles';
import { SHARED_TEXTS } from '../common/texts';
import { pendingInvitePath } from './pending-invite';
import { getSession, type Session } from './session';

/**
 * Who may open a screen (docs/PRODUCT.md#who-sees-what):
 * - public: anyone (the account screens);
 * - signed-in: any signed-in person, with or without membership;
 * - subscriber: staff, or a member with an active membership;
 * - staff: a staff role whose rules (the server's, kept with the session) let it use the screen's area.
 */
export type AccessLevel = 'public' | 'signed-in' | 'subscriber' | 'staff';

export type AccessDecision = { can: true } | { can: false; redirectTo: string; reason: string };

type RuleHolder = Pick<Session, 'role' | 'staffRules'>;

/** Shown when a staff role reaches a screen or button its rules leave out. */
const ROLE_NOT_ALLOWED = 'Your staff role does not allow this';

/** A staff member's first screen: the first of these areas the role may use. */
const STAFF_LANDINGS: [area: string, path: string][] = [
  ['users', PATHS.userManagement],
  ['lectures', PATHS.modules],
  ['customer-support', PATHS.customerSupport],
];

export function landingPath(session: Pick<Session, 'role' | 'subscribed'> & Partial<RuleHolder>): string {
  if (isStaff(session)) {
    const rules = session.staffRules ?? {};
    return STAFF_LANDINGS.find(([area]) => rules[area])?.[1] ?? PATHS.profile;
  }
  return pendingInvitePath() ?? (session.subscribed ? PATHS.dashboard : PATHS.selectPlan);
}

/** Whether the session's staff role may read an area, or write in it too. */
export function mayUseArea(session: RuleHolder, area: string, write = false): boolean {
  if (!isStaff(session)) return false;
  const granted = session.staffRules[area];
  return granted === 'write' || (granted === 'read' && !write);
}

export function decideAccess(
  level: AccessLevel,
  session: Pick<Session, 'token' | 'role' | 'subscribed' | 'staffRules'>,
  area?: string,
): AccessDecision {
  if (level === 'public') return { can: true };
  if (!session.token) return { can: false, redirectTo: PATHS.login, reason: 'Please log in' };
  if (level === 'staff' && isStaff(session) && area && !mayUseArea(session, area))
    return { can: false, redirectTo: landingPath(session), reason: ROLE_NOT_ALLOWED };
  if (isStaff(session) || level === 'signed-in') return { can: true };
  if (level === 'staff') return { can: false, redirectTo: landingPath(session), reason: SHARED_TEXTS.staffOnly };
  if (session.subscribed) return { can: true };
  return { can: false, redirectTo: PATHS.selectPlan, reason: 'This needs an active membership' };
}

/** Refine's actions that only read. */
const READ_ACTIONS = new Set(['list', 'show', 'export']);

/**
 * Refine's buttons and <CanAccess> ask the same question as the route guard, and staff their role's
 * rule for the resource: reading actions need read access, the rest write access.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const level = (params?.resource?.meta?.access as AccessLevel | undefined) ?? 'staff';
    const session = getSession();
    const decision = decideAccess(level, session);
    if (!decision.can) return { can: false, reason: decision.reason };
    const area = params?.resource?.name ?? resource;
    if (isStaff(session) && area && !mayUseArea(session, area, !READ_ACTIONS.has(action)))
      return { can: false, reason: ROLE_NOT_ALLOWED };
    return { can: true };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
