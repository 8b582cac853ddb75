import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import type { PlanResponse } from '../../schemas/payments.js';
import { PAYMENT_MESSAGES, PLAN_AMOUNT_CENTS, PLAN_CURRENCY, PLAN_FEATURES } from './constants.js';
import { cardDecline, type CardInput } from './local-cards.js';
import type { Member, PaymentsProvider, StartedSubscription, SubscriptionRow, SubscriptionState } from './provider.js';
import { localPaymentIntents, subscriptions } from './schema.js';
import { insertSubscription, isUniqueViolation, saveState } from './subscription-store.js';

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export function stateOf(subscription: SubscriptionRow): SubscriptionState {
  return {
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    invoiceId: subscription.providerInvoiceId,
  };
}

/** One calendar month later, clamped to the month's last day as Stripe bills (31 Jan → 28/29 Feb). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/**
 * The built-in test gateway: Stripe's flow (subscription, PaymentIntent, client secret, confirmation
 * with a card, default payment method) kept in the database, with Stripe's test cards and no network.
 */
export class LocalPayments implements PaymentsProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'now'>) {}

  /** The amount its payment intents carry, billed monthly (addOneMonth). */
  async plan(): Promise<PlanResponse> {
    return {
      amount: PLAN_AMOUNT_CENTS,
      currency: PLAN_CURRENCY,
      interval: 'month',
      intervalCount: 1,
      features: [...PLAN_FEATURES],
    };
  }

  async start(member: Member, _attemptKey: string): Promise<StartedSubscription> {
    const intentId = localId('pi');
    const clientSecret = `${intentId}_secret_${randomBytes(16).toString('hex')}`;
    return this.deps.db.transaction(async (tx) => {
      const subscription = await insertSubscription(tx, {
        userId: member.id,
        provider: 'local',
        providerCustomerId: `cus_local_${member.id}`,
        providerSubscriptionId: localId('sub'),
        providerInvoiceId: localId('in'),
        status: 'incomplete',
      });
      await tx
        .insert(localPaymentIntents)
        .values({ id: intentId, clientSecret, subscriptionId: subscription.id, amountCents: PLAN_AMOUNT_CENTS });
      return { subscription, clientSecret };
    });
  }

  async resume(subscription: SubscriptionRow): Promise<string | null> {
    const intent = await this.intentOf(subscription.id);
    return subscription.status === 'incomplete' && intent && intent.status !== 'succeeded' ? intent.clientSecret : null;
  }

  async attachPaymentMethod(subscription: SubscriptionRow, paymentMethodId: string) {
    const intent = await this.intentOf(subscription.id);
    const invoicePaid = intent?.status === 'succeeded';
    if (invoicePaid && intent.paymentMethodId !== paymentMethodId)
      throw badRequest(PAYMENT_MESSAGES.unknownPaymentMethod);
    return { ...stateOf(subscription), invoicePaid };
  }

  async cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<SubscriptionState> {
    return { ...stateOf(subscription), cancelAtPeriodEnd: true };
  }

  /** Stripe.js's confirmCardPayment without the network: a paid invoice starts the first period. */
  async confirm(userId: number, clientSecret: string, card: CardInput): Promise<string> {
    const { db } = this.deps;
    const now = this.deps.now();
    const [found] = await db
      .select({ intent: localPaymentIntents, subscription: subscriptions })
      .from(localPaymentIntents)
      .innerJoin(subscriptions, eq(subscriptions.id, localPaymentIntents.subscriptionId))
      .where(eq(localPaymentIntents.clientSecret, clientSecret));
    if (!found || found.subscription.userId !== userId) throw notFound(PAYMENT_MESSAGES.unknownClientSecret);
    if (found.intent.status === 'succeeded') throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
    if (found.subscription.status !== 'incomplete') throw badRequest(PAYMENT_MESSAGES.unknownClientSecret);
    const decline = cardDecline(card, now);
    if (decline) throw new HttpError(402, decline);

    const paymentMethodId = localId('pm');
    try {
      await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(localPaymentIntents)
          .set({ status: 'succeeded', paymentMethodId })
          .where(and(eq(localPaymentIntents.id, found.intent.id), ne(localPaymentIntents.status, 'succeeded')))
          .returning();
        if (!paid) throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
        const state = {
          status: 'active',
          currentPeriodEnd: addOneMonth(now),
          cancelAtPeriodEnd: false,
          invoiceId: null,
        };
        await saveState(tx, found.subscription.id, state, now);
      });
    } catch (error) {
      // Another subscription of this member went live first (the one-live-per-user index).
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      throw error;
    }
    return paymentMethodId;
  }

  private async intentOf(subscriptionId: number) {
    const [intent] = await this.deps.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.subscriptionId, subscriptionId))
      .orderBy(desc(localPaymentIntents.createdAt))
      .limit(1);
    return intent ?? null;
  }
}
