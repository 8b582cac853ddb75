import { type SecurityEventKind, SESSION_TEXTS } from '../../../common/security-events.js';
import type { Role } from '../../schemas/index.js';

interface StaffChange {
  status?: boolean;
  password?: string;
  role?: Role;
}

/** Why a staff edit ends the user's sessions (as their history says it), or null when it does not. */
export function sessionsEndedBy(
  change: StaffChange,
  roleBefore: Role,
): { kind: SecurityEventKind; note: string } | null {
  if (change.password !== undefined) return { kind: 'password-changed', note: SESSION_TEXTS.byStaff };
  if (change.status === false) return { kind: 'sessions-revoked', note: SESSION_TEXTS.deactivated };
  if (change.role !== undefined && change.role !== roleBefore)
    return { kind: 'sessions-revoked', note: SESSION_TEXTS.roleChanged };
  return null;
}
