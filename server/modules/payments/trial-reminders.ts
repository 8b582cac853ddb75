import { and, eq, isNull, lte } from 'drizzle-orm';
import { formatAmount } from '../../../common/money.js';
import { PATHS } from '../../../common/paths.js';
import type { AppDeps } from '../../deps.js';
import { findOffer } from '../offers/offers-store.js';
import { findPlan } from '../plans/plans-store.js';
import { users } from '../users/schema.js';
import { chargeAt } from './charge-amount.js';
import { billingDay } from './charge-description.js';
import { trialEndingMail } from './mails.js';
import { DAY_MS, type SubscriptionRow } from './provider.js';
import { subscriptions } from './schema.js';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/** A trial's reminder goes this long before its first charge. */
export const TRIAL_REMINDER_MS = 3 * DAY_MS;

/** Tells the member when the trial ends and what the first charge will be (its offer's discount included). */
export async function mailTrialEnding(deps: Deps, subscription: SubscriptionRow): Promise<void> {
  const end = subscription.currentPeriodEnd;
  const [member] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, subscription.userId));
  const plan = await findPlan(deps.db, subscription.planId);
  if (!member || !plan || !end) return;
  const offer = subscription.offerId === null ? undefined : await findOffer(deps.db, subscription.offerId);
  const amount = formatAmount({ amount: chargeAt(subscription, offer, end).amount, currency: plan.currency });
  await deps.mailer.send(
    trialEndingMail(
      member.email,
      { plan: plan.name, amount, endsOn: billingDay(end) },
      `${deps.config.publicUrl}${PATHS.profile}`,
    ),
  );
}

/**
 * The local gateway's `trial_will_end`: each running trial whose first charge is three days off or less
 * is reminded once (marked before the mail, so two processes never both send it). Returns how many.
 */
export async function remindTrialsEnding(deps: Deps, now: Date): Promise<number> {
  const due = await deps.db
    .update(subscriptions)
    .set({ trialReminderSentAt: now })
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.trialReminderSentAt),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + TRIAL_REMINDER_MS)),
      ),
    )
    .returning();
  for (const subscription of due) await mailTrialEnding(deps, subscription);
  return due.length;
}
