import { z } from 'zod';
import { ROLES } from '../../common/roles.js';

export const roleSchema = z.enum(ROLES);
/** A role's staff rules: area → read or write (server/access/roles.ts). */
export const staffRulesSchema = z.record(z.string(), z.enum(['read', 'write']));
export type { Role } from '../../common/roles.js';

/** The staff rules of the caller's role, as the client's access control reads them. */
export const staffAccess = z.object({
  role: roleSchema,
  rules: staffRulesSchema,
});
export type StaffAccess = z.infer<typeof staffAccess>;
