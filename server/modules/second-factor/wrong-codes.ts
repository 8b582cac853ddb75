import { MESSAGES, MFA_FAILURE_WINDOW_MS, MFA_WRONG_CODES_PER_HOUR } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';

const budgetKey = (userId: number) => `mfa-wrong-codes:${userId}`;

/**
 * Checks a guessable second-factor secret (an app or recovery code, or the password as a proof)
 * against the account's hourly budget of wrong ones, whatever the challenge and address. The try is
 * counted before `check` runs, in one atomic step of the shared budgets, so parallel guesses cannot
 * all pass a "one left"; a right one is given back, so only wrong ones use the budget up. Past the
 * budget every try answers 429 until the window ends. Resolves to `check`'s verdict.
 */
export async function checkWithinBudget(
  deps: Pick<AppDeps, 'budgets'>,
  userId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const use = await deps.budgets.take(budgetKey(userId), MFA_WRONG_CODES_PER_HOUR, MFA_FAILURE_WINDOW_MS);
  if (!use.allowed) throw tooManyRequests(MESSAGES.mfaThrottled, use.retryAfterMs / 1000);
  const right = await check();
  if (right) await deps.budgets.giveBack(budgetKey(userId));
  return right;
}
