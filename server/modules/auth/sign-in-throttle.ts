import { and, count, eq, gt, inArray, lt, min, or } from 'drizzle-orm';
import {
  MESSAGES,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from '../../constants.js';
import { signInFailures } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';

/**
 * Failed sign-ins counted in the database (so every process sees them) per account-and-address
 * and per address; over the limit the caller gets 429 with Retry-After until the window passes.
 */
export class SignInThrottle {
  constructor(private readonly deps: AppDeps) {}

  private keys(email: string, address: string) {
    return { account: `account:${email}|${address}`, address: `address:${address}` };
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const now = this.deps.now().getTime();
    const rows = await this.deps.db
      .select({ key: signInFailures.key, failures: count(), oldest: min(signInFailures.at) })
      .from(signInFailures)
      .where(
        and(
          inArray(signInFailures.key, [keys.account, keys.address]),
          gt(signInFailures.at, new Date(now - SIGN_IN_WINDOW_MS)),
        ),
      )
      .groupBy(signInFailures.key);
    for (const row of rows) {
      const limit = row.key === keys.account ? SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS : SIGN_IN_FAILURES_PER_ADDRESS;
      if (row.failures >= limit && row.oldest) {
        throw tooManyRequests(MESSAGES.throttled, (new Date(row.oldest).getTime() + SIGN_IN_WINDOW_MS - now) / 1000);
      }
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const at = this.deps.now();
    await this.deps.db.insert(signInFailures).values([
      { key: keys.account, at },
      { key: keys.address, at },
    ]);
    await this.deps.db
      .delete(signInFailures)
      .where(
        and(
          or(eq(signInFailures.key, keys.account), eq(signInFailures.key, keys.address)),
          lt(signInFailures.at, new Date(at.getTime() - SIGN_IN_WINDOW_MS)),
        ),
      );
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await this.deps.db.delete(signInFailures).where(eq(signInFailures.key, this.keys(email, address).account));
  }
}
