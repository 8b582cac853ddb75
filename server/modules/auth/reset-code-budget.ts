import {
  BUDGET_HOUR_MS,
  MESSAGES,
  RESET_CODE_TRIES_PER_ACCOUNT,
  RESET_CODE_TRIES_PER_ADDRESS,
} from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';
import type { AccountMails } from './account-mails.js';

/**
 * Tries at reset codes, counted before the code is compared: per address, and per account over all
 * its codes and every address. Keyed by the email as typed, so an unknown email is budgeted the same
 * as a real one and the 429 tells nothing about which exist.
 */
export class ResetCodeBudget {
  constructor(
    private readonly deps: AppDeps,
    private readonly mails: AccountMails,
  ) {}

  /** Counts one try at `email`'s code from `address`, or answers 429 with Retry-After past either budget. */
  async take(email: string, address: string): Promise<void> {
    const { budgets } = this.deps;
    const byAddress = await budgets.take(`code-tries:address:${address}`, RESET_CODE_TRIES_PER_ADDRESS, BUDGET_HOUR_MS);
    if (!byAddress.allowed) throw tooManyRequests(MESSAGES.resetCodesLocked, byAddress.retryAfterMs / 1000);
    const onAccount = await budgets.take(`code-tries:account:${email}`, RESET_CODE_TRIES_PER_ACCOUNT, BUDGET_HOUR_MS);
    if (onAccount.allowed) return;
    // The count is atomic, so exactly one try is the first past the limit: the owner hears of it once.
    if (onAccount.count === RESET_CODE_TRIES_PER_ACCOUNT + 1)
      this.mails.later((mails) => mails.resetCodesLockedTo(email, onAccount.retryAfterMs));
    throw tooManyRequests(MESSAGES.resetCodesLocked, onAccount.retryAfterMs / 1000);
  }
}
