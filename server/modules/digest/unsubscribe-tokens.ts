import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_INT } from '../../schemas/common.js';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../schemas/digest.js';

/**
 * The digest's one-click unsubscribe links: the user id signed with the app's secret, so a link works
 * without signing in, only for its own member, and nothing needs storing. Turning the digest off is
 * harmless and repeatable, so the link does not expire (mail clients may keep it for months).
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign(userId: number): string {
    return `${userId}-${this.signature(userId)}`;
  }

  /** The user id of a token this app signed, else null. */
  verify(token: string): number | null {
    if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
    const dash = token.indexOf('-');
    const userId = Number(token.slice(0, dash));
    const given = token.slice(dash + 1);
    if (!Number.isSafeInteger(userId) || userId > MAX_INT) return null;
    const expected = Buffer.from(this.signature(userId));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
  }

  private signature(userId: number): string {
    return createHmac('sha256', this.secret).update(`weekly-digest-unsubscribe:${userId}`).digest('base64url');
  }
}
