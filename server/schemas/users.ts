import { z } from 'zod';
import { MAX_MEDIA_REFERENCE } from '../../common/limits.js';
import { signupBody } from './auth.js';
import { looseBoolean } from './common.js';
import { roleSchema } from './roles.js';
import { text } from './text.js';

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

/** Staff add a user directly: created verified, any role. */
export const staffUserBody = signupBody.extend({ role: roleSchema.default('member') });
export type StaffUserBody = z.input<typeof staffUserBody>;

/** Either `{status}` (activate/deactivate) or editable fields; a new password ends the user's sessions. */
export const staffUserPatch = signupBody.partial().extend({
  role: roleSchema.optional(),
  status: looseBoolean.optional(),
  profilePicture: text(MAX_MEDIA_REFERENCE).nullable().optional(),
});

export const staffUserQuery = z.object({ role: roleSchema.optional() });
export const userList = z.array(userRecord);
