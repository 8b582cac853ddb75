import { z } from 'zod';
import { MAX_MEDIA_REFERENCE } from '../../common/limits.js';
import { signupBody } from './auth.js';
import { looseBoolean } from './common.js';
import { text } from './text.js';
import { roleSchema, userRecord } from './users.js';

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
