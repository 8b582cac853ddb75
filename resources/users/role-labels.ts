import type { Role } from '../../common/roles';

/** Every role as staff read it, in the order the form's picker lists them. */
export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  admin: 'Staff (admin)',
  editor: 'Staff (content editor)',
  support: 'Staff (support agent)',
};

export const roleLabel = (role: Role) => ROLE_LABELS[role];
