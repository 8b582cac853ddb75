import { setTimeout as sleep } from 'node:timers/promises';
import {
  SIGN_IN_BACKOFF_AFTER_FAILURES,
  SIGN_IN_BACKOFF_MAX_MS,
  SIGN_IN_BACKOFF_START_MS,
  SIGN_IN_WINDOW_MS,
} from '../../constants.js';
import type { Budgets } from '../../services/budgets.js';

/** How long an attempt waits after `failures` on its account within the window, from every address. */
export function signInBackoffMs(failures: number): number {
  const beyond = failures - SIGN_IN_BACKOFF_AFTER_FAILURES;
  return beyond < 0 ? 0 : Math.min(SIGN_IN_BACKOFF_START_MS * 2 ** beyond, SIGN_IN_BACKOFF_MAX_MS);
}

/**
 * The account's failed sign-ins from every address, in the shared budgets. Past a few, each attempt
 * on the account waits a growing, capped moment before its password is checked (right or wrong, so
 * the wait tells nothing): a guesser spread over many addresses is slowed, and the owner is never
 * refused. Keyed by the email as typed, so unknown emails behave the same.
 */
export class SignInBackoff {
  constructor(private readonly budgets: Budgets) {}

  private key = (email: string) => `sign-in-failures:${email}`;

  async wait(email: string): Promise<void> {
    const delay = signInBackoffMs((await this.budgets.used(this.key(email))).count);
    if (delay > 0) await sleep(delay);
  }

  async recordFailure(email: string): Promise<void> {
    await this.budgets.take(this.key(email), SIGN_IN_BACKOFF_AFTER_FAILURES, SIGN_IN_WINDOW_MS);
  }
}
