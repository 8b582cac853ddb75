import type { AppDeps } from '../../deps.js';
import { mailReceipt } from '../billing/receipts.js';
import { mailFailingPayment } from './dunning-mails.js';
import { type RenewalListener, renewLocalMemberships, retryFailedRenewals } from './local-renewals.js';
import { remindTrialsEnding } from './trial-reminders.js';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * The local gateway's hourly run, as Stripe's billing: trial reminders, renewals, then the retries of
 * failed ones. Each charge's receipt is mailed; a failed renewal and the retry before the last are mailed.
 */
export async function runLocalBilling(deps: Deps, now: Date, log: (line: string) => void): Promise<void> {
  const listener: RenewalListener = {
    charged: (charge) => mailReceipt(deps, charge, log),
    dunned: async (subscription, step) => {
      if (step === 'failed' || step === 'lastChance') await mailFailingPayment(deps, subscription, step, log);
    },
  };
  const reminded = await remindTrialsEnding(deps, now);
  if (reminded > 0) log(`reminded ${reminded} local trial(s) of their first charge`);
  const renewed = await renewLocalMemberships(deps.db, now, listener);
  if (renewed > 0) log(`renewed ${renewed} local membership(s)`);
  const retried = await retryFailedRenewals(deps.db, now, listener);
  if (retried > 0) log(`retried ${retried} failed local renewal(s)`);
}
