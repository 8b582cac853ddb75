import type { Role } from '../schemas/index.js';

/** The staff rule, asked everywhere staff see or may do more than members: the admin role. */
export const isStaff = (user: { role: Role }): boolean => user.role === 'admin';
