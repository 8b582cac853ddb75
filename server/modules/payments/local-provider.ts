import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import type { PlanResponse } from '../../schemas/payments.js';
import type { PlanOffering } from '../../schemas/plans.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { discountEndsAt, discountOn, offerLabel } from '../offers/offer-terms.js';
import { findOffer, redeemOffer } from '../offers/offers-store.js';
import { planOfferingOf } from '../plans/plan-offering.js';
import { defaultPlan, findPlan, type PlanRow } from '../plans/plans-store.js';
import { changeLocalSeats } from '../seats/local-seat-charges.js';
import { addInterval } from './billing-periods.js';
import { chargeDescription } from './charge-description.js';
import { PAYMENT_MESSAGES } from './constants.js';
import { localCardOf, startLocalCardSetup } from './local-card-setups.js';
import { cardDecline, cardDetailsOf, type CardInput, declinesLaterCharges } from './local-cards.js';
import { localId, localSecret } from './local-ids.js';
import { changeLocalPlan } from './local-plan-change.js';
import { retryFailedRenewalNow } from './local-renewals.js';
import type {
  CardOnFile,
  CouponIds,
  Member,
  PaymentsProvider,
  PlanChange,
  Purchase,
  StartedSubscription,
  SubscriptionRow,
  SubscriptionState,
} from './provider.js';
import { DAY_MS } from './provider.js';
import { localPaymentIntents, localPaymentMethods, subscriptions } from './schema.js';
import { abandonUnpaid, insertSubscription, isUniqueViolation, saveState, stateOf } from './subscription-store.js';

/**
 * The built-in test gateway: Stripe's flow (subscription, PaymentIntent, client secret, confirmation
 * with a card, default payment method) kept in the database, with Stripe's test cards and no network.
 */
export class LocalPayments implements PaymentsProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'now'>) {}

  /** The default plan's row: the amount its payment intents carry. */
  async plan(): Promise<PlanResponse> {
    const { amountCents, currency, interval, intervalCount, features } = planOfferingOf(
      await defaultPlan(this.deps.db),
    );
    return { amountCents, currency, interval, intervalCount, features };
  }

  async offering(plan: PlanRow): Promise<PlanOffering> {
    return planOfferingOf(plan);
  }

  async priceFor(): Promise<string | null> {
    return null;
  }

  async couponFor(): Promise<CouponIds> {
    return { stripeCouponId: null, stripePromotionCodeId: null };
  }

  async couponChanged(before: CouponIds): Promise<CouponIds> {
    return { stripeCouponId: before.stripeCouponId, stripePromotionCodeId: before.stripePromotionCodeId };
  }

  async couponRetired(): Promise<void> {}

  async start(member: Member, _attemptKey: string, purchase: Purchase): Promise<StartedSubscription> {
    const intentId = localId('pi');
    const clientSecret = localSecret(intentId);
    return this.deps.db.transaction(async (tx) => {
      const subscription = await insertSubscription(tx, {
        userId: member.id,
        provider: 'local',
        providerCustomerId: `cus_local_${member.id}`,
        providerSubscriptionId: localId('sub'),
        providerInvoiceId: localId('in'),
        status: 'incomplete',
        planId: purchase.plan.id,
        amountCents: purchase.plan.priceCents,
        seats: purchase.seats,
        interval: purchase.plan.interval,
        offerId: purchase.offer?.id ?? null,
        // The trial's length, from now; confirming the card starts it (Stripe takes a trial's card for nothing).
        trialEndsAt: purchase.trialDays ? new Date(this.deps.now().getTime() + purchase.trialDays * DAY_MS) : null,
      });
      await tx.insert(localPaymentIntents).values({
        id: intentId,
        clientSecret,
        subscriptionId: subscription.id,
        amountCents: purchase.trialDays ? 0 : purchase.amountDue,
      });
      return { subscription, clientSecret };
    });
  }

  async abandon(subscription: SubscriptionRow): Promise<void> {
    await abandonUnpaid(this.deps.db, subscription.id, this.deps.now());
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

  async changePlan(subscription: SubscriptionRow, change: PlanChange) {
    return changeLocalPlan(this.deps.db, subscription, change, this.deps.now());
  }

  async setUpCard(subscription: SubscriptionRow): Promise<string> {
    return startLocalCardSetup(this.deps.db, subscription);
  }

  async useCard(subscription: SubscriptionRow, paymentMethodId: string): Promise<CardOnFile> {
    return localCardOf(this.deps.db, subscription, paymentMethodId);
  }

  async retryPayment(subscription: SubscriptionRow): Promise<ChargeRow[]> {
    const charged = await retryFailedRenewalNow(this.deps.db, subscription.id, this.deps.now());
    if (charged === 'declined') throw new HttpError(402, PAYMENT_MESSAGES.cardDeclinedOnRetry);
    return charged;
  }

  /** Added seats are charged at once on the membership's card; the renewals charge the new count. */
  async changeSeats(subscription: SubscriptionRow, seats: number, tx: Executor): Promise<ChargeRow | null> {
    return changeLocalSeats(tx, subscription, seats, this.deps.now());
  }

  /** A test card's refund is a record and nothing else: no money moved. */
  async refund(): Promise<string> {
    return localId('re');
  }

  /**
   * Stripe.js's confirmCardPayment without the network: a paid invoice starts the first period, counts
   * the offer's redemption (refused, nothing is charged) and is recorded as a charge, in one transaction.
   */
  async confirm(
    userId: number,
    clientSecret: string,
    card: CardInput,
  ): Promise<{ paymentMethodId: string; charge: ChargeRow | null }> {
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
    const cardDetails = cardDetailsOf(card);
    const { subscription, intent } = found;
    const plan = await findPlan(db, subscription.planId);
    const offer = subscription.offerId === null ? null : await findOffer(db, subscription.offerId);
    try {
      return await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(localPaymentIntents)
          .set({ status: 'succeeded', paymentMethodId, ...cardDetails })
          .where(and(eq(localPaymentIntents.id, intent.id), ne(localPaymentIntents.status, 'succeeded')))
          .returning();
        if (!paid) throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
        if (offer) await redeemOffer(tx, offer.id, userId, now);
        // The card on file: the next renewals charge it.
        await tx.insert(localPaymentMethods).values({
          id: paymentMethodId,
          subscriptionId: subscription.id,
          ...cardDetails,
          declinesCharges: declinesLaterCharges(card),
        });
        const trialMs = subscription.trialEndsAt
          ? subscription.trialEndsAt.getTime() - subscription.createdAt.getTime()
          : 0;
        // A trial takes the card and charges nothing: its end is the first charge and the discount's start.
        const firstCharge = new Date(now.getTime() + trialMs);
        const periodEnd = trialMs ? firstCharge : addInterval(now, subscription.interval);
        const state = {
          status: trialMs ? 'trialing' : 'active',
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: false,
          invoiceId: null,
        };
        await saveState(tx, subscription.id, state, now);
        await tx
          .update(subscriptions)
          .set({
            paymentMethodId,
            ...cardDetails,
            trialEndsAt: trialMs ? firstCharge : null,
            discountEndsAt: offer
              ? discountEndsAt(offer, firstCharge, addInterval(firstCharge, subscription.interval))
              : null,
          })
          .where(eq(subscriptions.id, subscription.id));
        if (trialMs) return { paymentMethodId, charge: null };
        const charge = await recordCharge(tx, {
          userId,
          subscriptionId: subscription.id,
          provider: 'local',
          kind: 'payment',
          amountCents: intent.amountCents,
          discountCents: offer ? discountOn(offer, subscription.amountCents * subscription.seats) : 0,
          currency: plan?.currency ?? 'usd',
          description: chargeDescription(plan?.name ?? 'Membership', now, periodEnd),
          offerId: offer?.id ?? null,
          discountLabel: offer ? `${offer.code} (${offerLabel(offer, plan?.currency ?? 'usd')})` : null,
          ...cardDetails,
          providerReference: subscription.providerInvoiceId ?? intent.id,
          createdAt: now,
        });
        return { paymentMethodId, charge: charge! };
      });
    } catch (error) {
      // Another subscription of this member went live first (the one-live-per-user index).
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      throw error;
    }
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
