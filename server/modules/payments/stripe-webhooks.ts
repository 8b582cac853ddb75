import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PATHS } from '../../../common/paths.js';
import { refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { mailReceipt } from '../billing/receipts.js';
import { users } from '../users/schema.js';
import { paymentFailedMail } from './mails.js';
import type { SubscriptionRow } from './provider.js';
import { paymentEvents } from './schema.js';
import { recordStripeInvoice } from './stripe-invoices.js';
import { type StripePayments, stripeState } from './stripe-provider.js';
import { saveStateByProviderId } from './subscription-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config'>;

/** What an event means once its subscription is mirrored: a member to mail, a charge to record. */
type AfterApply = (
  deps: Deps,
  subscription: SubscriptionRow,
  event: { object: unknown; stripe: StripePayments; log: (line: string) => void },
) => Promise<void>;

/** A paid invoice is a charge in the billing history (once per invoice), with its receipt mailed. */
const recordPaidInvoice: AfterApply = async (deps, subscription, { object, stripe, log }) => {
  const charge = await recordStripeInvoice(deps.db, stripe, subscription, (object as Stripe.Invoice).id!);
  if (charge) await mailReceipt(deps, charge, log);
};

/** Only a failed renewal: a first payment declined in the browser is shown there, and gave no access. */
const mailPaymentFailed: AfterApply = async (deps, subscription) => {
  if (subscription.status !== 'past_due') return;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, subscription.userId));
  if (user) await deps.mailer.send(paymentFailedMail(user.email, `${deps.config.publicUrl}${PATHS.profile}`));
};

const noFollowUp: AfterApply = async () => undefined;

/** The events we act on, each naming where its subscription id is. Others are acknowledged and ignored. */
const HANDLERS: Record<string, { subscriptionId(object: unknown): string | null; after: AfterApply }> = {
  'invoice.paid': { subscriptionId: invoiceSubscription, after: recordPaidInvoice },
  'invoice.payment_failed': { subscriptionId: invoiceSubscription, after: mailPaymentFailed },
  'customer.subscription.updated': {
    subscriptionId: (object) => (object as Stripe.Subscription).id,
    after: noFollowUp,
  },
  'customer.subscription.deleted': {
    subscriptionId: (object) => (object as Stripe.Subscription).id,
    after: noFollowUp,
  },
};

function invoiceSubscription(object: unknown): string | null {
  const invoice = object as Stripe.Invoice & { subscription?: string | null };
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const id = fromParent ?? invoice.subscription ?? null;
  return typeof id === 'string' ? id : (id?.id ?? null);
}

/**
 * Applies one verified event. Ordering: the subscription is re-fetched from Stripe and its current
 * state mirrored, so a late or out-of-order event can never write older state over newer. The event
 * id is recorded in the same transaction: a redelivery changes nothing, a failure is retried by Stripe.
 */
export async function applyStripeEvent(
  deps: Deps,
  stripe: StripePayments,
  event: Stripe.Event,
  log: (line: string) => void,
): Promise<void> {
  const handler = HANDLERS[event.type];
  if (!handler) return;
  const subscriptionId = handler.subscriptionId(event.data.object);
  const state = subscriptionId ? stripeState(await stripe.fetch(subscriptionId)) : null;
  const now = deps.now();
  const applied = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded || !subscriptionId || !state) return null;
    return saveStateByProviderId(tx, 'stripe', subscriptionId, state, now);
  });
  if (!applied) return;
  await refreshMembership(deps.db, applied.userId, now);
  // The state is saved; a failed mail must not make Stripe redeliver (the redelivery would be skipped).
  await handler
    .after(deps, applied, { object: event.data.object, stripe, log })
    .catch((error: unknown) => log(`after ${event.type} ${event.id}: ${String(error)}`));
}
