import { eq } from 'drizzle-orm';
import { profileBillingPath } from '../../../common/paths.js';
import type { AppDeps } from '../../deps.js';
import { users } from '../users/schema.js';
import { billingDay } from './charge-description.js';
import { lastChanceMail, paymentFailedMail } from './mails.js';
import type { SubscriptionRow } from './provider.js';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * Tells the member their renewal failed (`failed`) or that the card is tried once more at
 * `nextPaymentAttemptAt` (`lastChance`; without one: it was tried for the last time), with the link to
 * update the card. The failure is saved first: a mail that fails is logged, never thrown.
 */
export async function mailFailingPayment(
  deps: Deps,
  subscription: SubscriptionRow,
  notice: 'failed' | 'lastChance',
  log: (line: string) => void,
): Promise<void> {
  try {
    const [member] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, subscription.userId));
    if (!member) return;
    const updateCardUrl = `${deps.config.publicUrl}${profileBillingPath()}`;
    const lastAttempt = subscription.nextPaymentAttemptAt;
    await deps.mailer.send(
      notice === 'failed'
        ? paymentFailedMail(member.email, updateCardUrl)
        : lastChanceMail(member.email, lastAttempt && billingDay(lastAttempt), updateCardUrl),
    );
  } catch (error) {
    log(`payment ${notice} mail for subscription ${subscription.id} not sent: ${String(error)}`);
  }
}
