import { z } from 'zod';
import { DIGEST_TEXTS } from '../../common/digest-texts.js';

export { DIGEST_TEXTS };

/** The weekly digest: the member's opt-in and the mail's unsubscribe link. */
export const digestSetting = z.object({ weeklyDigest: z.boolean({ error: 'Must be true or false' }) });
export const digestSettingResponse = digestSetting.extend({ message: z.string().optional() });
export type DigestSettingResponse = z.infer<typeof digestSettingResponse>;

/** `<user id>-<signature>`: what the digest's unsubscribe links carry. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[1-9]\d{0,9}-[\w-]{43}$/;

/** A signed `<user id>-<signature>`; anything else is refused before the signature is even checked. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: DIGEST_TEXTS.badLink })
    .max(64, DIGEST_TEXTS.badLink)
    .regex(UNSUBSCRIBE_TOKEN_PATTERN, DIGEST_TEXTS.badLink),
});
