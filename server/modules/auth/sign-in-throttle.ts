import {
  MESSAGES,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from '../../constants.js';
import { tooManyRequests } from '../../errors.js';
import type { Budgets } from '../../services/budgets.js';

/**
 * Failed sign-ins per account-and-address and per address, in the shared budgets (so every process
 * sees them); over either limit the attempt gets 429 with Retry-After until the window ends. Each
 * attempt is counted before its password is checked, in one atomic step, so parallel wrong passwords
 * cannot all pass a "one left"; a right password gives its attempt back. So an attempt holds its place
 * until its password is checked: more sign-ins at once than the limit (one account from one address)
 * are refused even when right, which a person at a keyboard never does.
 */
export class SignInThrottle {
  constructor(private readonly budgets: Budgets) {}

  private keys(email: string, address: string) {
    return { account: `sign-in:account:${email}|${address}`, address: `sign-in:address:${address}` };
  }

  /** Counts this attempt against both budgets, or answers 429 and leaves the budget that had room as it was. */
  async take(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const onAccount = await this.budgets.take(
      keys.account,
      SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      SIGN_IN_WINDOW_MS,
    );
    if (!onAccount.allowed) throw tooManyRequests(MESSAGES.throttled, onAccount.retryAfterMs / 1000);
    const byAddress = await this.budgets.take(keys.address, SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS);
    if (byAddress.allowed) return;
    await this.budgets.giveBack(keys.account);
    throw tooManyRequests(MESSAGES.throttled, byAddress.retryAfterMs / 1000);
  }

  /** The right password: the account starts afresh from this address, and the address gets the attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await Promise.all([this.budgets.clear(keys.account), this.budgets.giveBack(keys.address)]);
  }
}
