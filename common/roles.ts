/** The two roles an account has; staff are the admin role. */
export const ROLES = ['admin', 'member'] as const;

export type Role = (typeof ROLES)[number];

/** The staff rule, asked everywhere staff see or may do more than members. */
export const isStaff = (who: { role: Role | null | undefined }): boolean => who.role === 'admin';
