import { z } from 'zod';
import { ROLES } from '../../common/roles.js';

export const roleSchema = z.enum(ROLES);
/** A role's staff rules: area → read or write (server/access/roles.ts). */
export const staffRulesSchema = z.record(z.string(), z.enum(['read', 'write']));
export type { Role } from '../../common/roles.js';

export const subscriptionSummary = z.object({
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** A user as every endpoint returns it (docs/API.md#records): never a hash, token or provider secret. */
export const userRecord = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dob: z.string().nullable(),
  profilePicture: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  isVerified: z.boolean(),
  subscribedUser: z.boolean(),
  subscription: subscriptionSummary.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hasSignedInBefore: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userWithMessage = userRecord.extend({ message: z.string() });
