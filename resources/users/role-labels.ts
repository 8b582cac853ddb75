import type { Role } from '../../common/roles';

/** Every role as the form's picker names it, in its order. */
export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  admin: 'Staff (admin)',
  editor: 'Staff (content editor)',
  support: 'Staff (support agent)',
};

/** A role in one word, for the list's Role column and the details page, where its heading says what it is. */
const SHORT_ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  admin: 'Admin',
  editor: 'Editor',
  support: 'Support',
};

export const roleLabel = (role: Role) => SHORT_ROLE_LABELS[role];
