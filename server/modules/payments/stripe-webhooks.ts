import type Stripe from 'stripe';
import { refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { mailReceipt } from '../billing/receipts.js';
import { mailFailingPayment } from './dunning-mails.js';
import type { SubscriptionRow } from './provider.js';
import { paymentEvents } from './schema.js';
import { recordStripeInvoice } from './stripe-invoices.js';
import { type StripePayments, stripeState } from './stripe-provider.js';
import { saveFailingPayment, saveStateByProviderId } from './subscription-store.js';
import { mailTrialEnding } from './trial-reminders.js';

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

/**
 * Only a failed renewal: a first payment declined in the browser is shown there, and gave no access. The
 * failure is kept as the event's invoice tells it (the attempt that failed and Stripe's next one) for
 * staff, and the member is mailed; when Stripe says it will not try again (`next_payment_attempt: null`)
 * while the membership still runs, the mail is the last chance to update the card.
 */
const mailPaymentFailed: AfterApply = async (deps, subscription, { object, log }) => {
  if (subscription.status !== 'past_due') return;
  const invoice = object as Partial<Pick<Stripe.Invoice, 'attempt_count' | 'next_payment_attempt'>>;
  const next = invoice.next_payment_attempt;
  const failing = await saveFailingPayment(
    deps.db,
    subscription,
    {
      attempts: invoice.attempt_count ?? subscription.failedPaymentAttempts + 1,
      nextAttemptAt: next ? new Date(next * 1000) : null,
    },
    deps.now(),
  );
  await mailFailingPayment(deps, failing, next === null ? 'lastChance' : 'failed', log);
};

const noFollowUp: AfterApply = async () => undefined;

/** Stripe's three days' notice of a trial's first charge. */
const remindTrialEnding: AfterApply = async (deps, subscription) => {
  if (subscription.status === 'trialing' && !subscription.cancelAtPeriodEnd) await mailTrialEnding(deps, subscription);
};

/** The events we act on, each naming where its subscription id is. Others are acknowledged and ignored. */
const HANDLERS: Record<string, { subscriptionId(object: unknown): string | null; after: AfterApply }> = {
  'invoice.paid': { subscriptionId: invoiceSubscription, after: recordPaidInvoice },
  'invoice.payment_failed': { subscriptionId: invoiceSubscription, after: mailPaymentFailed },
  'customer.subscription.updated': {
    subscriptionId: (object) => (object as Stripe.Subscription).id,
    after: noFollowUp,
  },
  'customer.subscription.trial_will_end': {
    subscriptionId: (object) => (object as Stripe.Subscription).id,
    after: remindTrialEnding,
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
