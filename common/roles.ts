/** The roles an account has: members, and the staff roles (admin, content editor, support agent). */
export const ROLES = ['admin', 'editor', 'support', 'member'] as const;

export type Role = (typeof ROLES)[number];

/**
 * The staff rule, asked everywhere staff see or may do more than members. Which staff screens and
 * routes each staff role may use is the server's rule table (server/access/roles.ts).
 */
export const isStaff = (who: { role: Role | null | undefined }): boolean =>
  who.role === 'admin' || who.role === 'editor' || who.role === 'support';
