import { z } from 'zod';
import { MAX_MEDIA_REFERENCE, MAX_NAME } from '../../common/limits.js';
import { SHARED_TEXTS } from '../../common/texts.js';
import { isoDate } from './common.js';
import { phone, text } from './text.js';
import { userRecord } from './users.js';

/** A member's own account: what they may change. */
/** Only what a member may change; other fields (an `email`, a `role`) are ignored, not refused. */
export const profileBody = z.object({
  name: text(MAX_NAME, 'Please enter your name'),
  phone,
  dob: isoDate.optional(),
  profilePicture: text(MAX_MEDIA_REFERENCE)
    .regex(/^(\/media\/images\/[\w.-]+|https?:\/\/\S+)$/, SHARED_TEXTS.notAnImage)
    .nullable()
    .optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;
export const profileResponse = userRecord.extend({ message: z.string() });
export type ProfileResponse = z.infer<typeof profileResponse>;
