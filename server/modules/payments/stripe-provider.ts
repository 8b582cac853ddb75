import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.js';
import { badRequest, HttpError } from '../../errors.js';
import { planInterval, type PlanResponse } from '../../schemas/payments.js';
import type { PlanOffering } from '../../schemas/plans.js';
import type { ChargeRow } from '../billing/charges-store.js';
import type { OfferRow } from '../offers/offer-terms.js';
import { planOfferingOf } from '../plans/plan-offering.js';
import { adoptConfiguredPrice, type PlanRow } from '../plans/plans-store.js';
import { users } from '../users/schema.js';
import { PAYMENT_MESSAGES, PLAN_FEATURES } from './constants.js';
import type {
  CardOnFile,
  CouponIds,
  Member,
  OfferTerms,
  PaymentsProvider,
  PlanChange,
  Purchase,
  StartedSubscription,
  SubscriptionRow,
  SubscriptionState,
} from './provider.js';
import { createStripeClient, stripeCall } from './stripe-client.js';
import { abandonUnpaid, insertSubscriptionOnce, savePaymentOutcome, savePlanChange } from './subscription-store.js';

/** The offer fields a Stripe Coupon or Promotion Code holds: a change to any of them makes new ones. */
const COUPON_FIELDS = [
  'code',
  'percentOff',
  'amountOffCents',
  'duration',
  'durationMonths',
  'maxRedemptions',
  'endsAt',
  'firstTimeOnly',
] as const satisfies (keyof OfferTerms)[];

const sameTerm = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's subscription in our columns; since API 2025-03 the period lives on the items (the one ending last). */
export function stripeState(subscription: Stripe.Subscription): SubscriptionState {
  const periods = subscription.items.data.filter((item) => typeof item.current_period_end === 'number');
  const last = periods.length
    ? periods.reduce((latest, item) => (item.current_period_end > latest.current_period_end ? item : latest))
    : null;
  return {
    status: subscription.status,
    currentPeriodStart: last ? new Date(last.current_period_start * 1000) : null,
    currentPeriodEnd: last ? new Date(last.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    invoiceId: idOf(subscription.latest_invoice),
  };
}

/** Real Stripe: a customer per user, subscriptions in default_incomplete paid with Stripe Elements. */
export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  readonly stripe: Stripe;
  private planRead: Promise<PlanResponse> | null = null;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'config'>) {
    this.stripe = createStripeClient(deps.config);
    this.publishableKey = deps.config.STRIPE_PUBLISHABLE_KEY ?? '';
  }

  /**
   * The default plan is charged at STRIPE_PRICE_ID until staff set its price here; every other plan at
   * the Price made when its amount was set.
   */
  async offering(plan: PlanRow): Promise<PlanOffering> {
    const own = planOfferingOf(plan);
    if (!this.chargesConfiguredPrice(plan)) return own;
    const { amountCents, currency, interval, features } = await this.plan();
    if (interval !== 'month' && interval !== 'year') throw new HttpError(502, PAYMENT_MESSAGES.planNotRecurring);
    return { ...own, amountCents, currency, interval, features: plan.features.length ? plan.features : features };
  }

  private chargesConfiguredPrice(plan: PlanRow): boolean {
    return plan.isDefault && !plan.stripePriceId;
  }

  /** The Price a plan is charged at; plans made before Stripe was configured get theirs now. */
  private async priceIdOf(plan: PlanRow): Promise<string> {
    if (this.chargesConfiguredPrice(plan)) return this.deps.config.STRIPE_PRICE_ID!;
    return plan.stripePriceId ?? (await this.priceFor(plan));
  }

  async priceFor(plan: Pick<PlanRow, 'name' | 'priceCents' | 'interval'>): Promise<string> {
    const price = await stripeCall(() =>
      this.stripe.prices.create({
        currency: 'usd',
        unit_amount: plan.priceCents,
        recurring: { interval: plan.interval },
        product_data: { name: plan.name },
      }),
    );
    return price.id;
  }

  /** A Coupon with the discount and a Promotion Code with the code and its limits (Stripe checks them again). */
  async couponFor(offer: OfferTerms): Promise<CouponIds> {
    const coupon = await stripeCall(() =>
      this.stripe.coupons.create({
        ...(offer.percentOff !== null
          ? { percent_off: offer.percentOff }
          : { amount_off: offer.amountOffCents!, currency: 'usd' }),
        duration: offer.duration,
        ...(offer.duration === 'repeating' ? { duration_in_months: offer.durationMonths! } : {}),
        name: offer.code,
      }),
    );
    const code = await stripeCall(() =>
      this.stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code: offer.code,
        ...(offer.maxRedemptions !== null ? { max_redemptions: offer.maxRedemptions } : {}),
        ...(offer.endsAt ? { expires_at: Math.floor(offer.endsAt.getTime() / 1000) } : {}),
        ...(offer.firstTimeOnly ? { restrictions: { first_time_transaction: true } } : {}),
      }),
    );
    return { stripeCouponId: coupon.id, stripePromotionCodeId: code.id };
  }

  async couponChanged(before: OfferRow, after: OfferRow): Promise<CouponIds> {
    if (COUPON_FIELDS.some((field) => !sameTerm(before[field], after[field]))) {
      await this.couponRetired(before);
      return this.couponFor(after);
    }
    if (before.active !== after.active && before.stripePromotionCodeId)
      await stripeCall(() =>
        this.stripe.promotionCodes.update(before.stripePromotionCodeId!, { active: after.active }),
      );
    return { stripeCouponId: before.stripeCouponId, stripePromotionCodeId: before.stripePromotionCodeId };
  }

  async couponRetired(offer: OfferRow): Promise<void> {
    if (offer.stripePromotionCodeId)
      await stripeCall(() => this.stripe.promotionCodes.update(offer.stripePromotionCodeId!, { active: false }));
  }

  async start(member: Member, attemptKey: string, purchase: Purchase): Promise<StartedSubscription> {
    const { plan, offer } = purchase;
    const customer = await this.customerOf(member);
    const priceId = await this.priceIdOf(plan);
    const params: Stripe.SubscriptionCreateParams = {
      customer,
      items: [{ price: priceId, quantity: purchase.seats }],
      ...(offer?.stripePromotionCodeId ? { discounts: [{ promotion_code: offer.stripePromotionCodeId }] } : {}),
      // A trial's card is saved through the subscription's SetupIntent and charged at the trial's end.
      ...(purchase.trialDays ? { trial_period_days: purchase.trialDays } : {}),
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: { userId: String(member.id) },
    };
    // Stripe answers a repeated key with the first subscription instead of a second one.
    const created = await stripeCall(() =>
      this.stripe.subscriptions.create(params, { idempotencyKey: `subscription-${attemptKey}` }),
    );
    const clientSecret = this.clientSecretOf(created);
    if (!clientSecret) throw new HttpError(502, PAYMENT_MESSAGES.providerNoSecret);
    const state = stripeState(created);
    const subscription = await insertSubscriptionOnce(this.deps.db, {
      userId: member.id,
      provider: 'stripe',
      providerCustomerId: customer,
      providerSubscriptionId: created.id,
      providerInvoiceId: state.invoiceId,
      status: state.status,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      planId: plan.id,
      amountCents: plan.priceCents,
      seats: purchase.seats,
      interval: plan.interval,
      offerId: offer?.id ?? null,
      trialEndsAt: created.trial_end ? new Date(created.trial_end * 1000) : null,
    });
    return { subscription, clientSecret };
  }

  async abandon(subscription: SubscriptionRow): Promise<void> {
    await stripeCall(() => this.stripe.subscriptions.cancel(subscription.providerSubscriptionId));
    await abandonUnpaid(this.deps.db, subscription.id, new Date());
  }

  /** STRIPE_PRICE_ID's amount, currency and interval, read once (a Stripe price's amount never changes); a failed read is retried next time. */
  plan(): Promise<PlanResponse> {
    this.planRead ??= this.readPlan().catch((error: unknown) => {
      this.planRead = null;
      throw error;
    });
    return this.planRead;
  }

  private async readPlan(): Promise<PlanResponse> {
    let price: Stripe.Price;
    try {
      price = await stripeCall(() =>
        this.stripe.prices.retrieve(this.deps.config.STRIPE_PRICE_ID!, { expand: ['product'] }),
      );
    } catch (error) {
      // An unknown price is the server's setting, not the caller's request.
      if (error instanceof HttpError && error.statusCode < 500)
        throw new HttpError(502, PAYMENT_MESSAGES.planUnavailable);
      throw error;
    }
    const interval = planInterval.safeParse(price.recurring?.interval);
    if (price.unit_amount === null || !price.recurring || !interval.success)
      throw new HttpError(502, PAYMENT_MESSAGES.planNotRecurring);
    if (interval.data === 'month' || interval.data === 'year')
      await adoptConfiguredPrice(this.deps.db, {
        priceCents: price.unit_amount,
        currency: price.currency,
        interval: interval.data,
      });
    const product = typeof price.product === 'object' && !price.product.deleted ? price.product : null;
    const features = (product?.marketing_features ?? []).map((feature) => feature.name?.trim() ?? '').filter(Boolean);
    return {
      amountCents: price.unit_amount,
      currency: price.currency,
      interval: interval.data,
      intervalCount: price.recurring.interval_count,
      features: features.length ? features : [...PLAN_FEATURES],
    };
  }

  async resume(subscription: SubscriptionRow): Promise<string | null> {
    const fresh = await stripeCall(() =>
      this.stripe.subscriptions.retrieve(subscription.providerSubscriptionId, {
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      }),
    );
    return fresh.status === 'incomplete' ? this.clientSecretOf(fresh) : null;
  }

  async attachPaymentMethod(subscription: SubscriptionRow, paymentMethodId: string) {
    const customer = subscription.providerCustomerId;
    const method = await stripeCall(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    const owner = idOf(method.customer);
    if (owner && owner !== customer) throw badRequest(PAYMENT_MESSAGES.unknownPaymentMethod);
    // Confirming with save_default_payment_method usually attached it already.
    if (!owner) await stripeCall(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer }));
    await stripeCall(() =>
      this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } }),
    );
    const fresh = await this.fetch(subscription.providerSubscriptionId, ['latest_invoice']);
    const invoice = fresh.latest_invoice as Stripe.Invoice | null;
    return { ...stripeState(fresh), invoicePaid: invoice?.status === 'paid' };
  }

  async cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<SubscriptionState> {
    const updated = await stripeCall(() =>
      this.stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true }),
    );
    return stripeState(updated);
  }

  /**
   * Stripe's own proration: the item's price swapped, the cycle restarted now and the difference invoiced
   * and paid at once with the card on file (a refused card changes nothing). A trial keeps its end and is
   * charged nothing. The discount goes on only when the offer does (plan-change-terms.ts).
   */
  async changePlan(subscription: SubscriptionRow, change: PlanChange, attemptKey: string) {
    const { plan, terms } = change;
    const id = subscription.providerSubscriptionId;
    const current = await this.fetch(id, []);
    const priceId = await this.priceIdOf(plan);
    const trial = subscription.status === 'trialing';
    const updated = await stripeCall(() =>
      this.stripe.subscriptions.update(
        id,
        {
          items: [{ id: current.items.data[0].id, price: priceId, quantity: subscription.seats }],
          proration_behavior: trial ? 'none' : 'always_invoice',
          ...(trial ? {} : { billing_cycle_anchor: { type: 'now' as const } }),
          payment_behavior: 'error_if_incomplete',
          ...(terms.keepsOffer ? {} : { discounts: '' as const }),
        },
        { idempotencyKey: `plan-change-${attemptKey}` },
      ),
    );
    // A credit beyond the charge stays in Stripe's customer balance, which Stripe takes off the next invoices.
    const saved = await savePlanChange(this.deps.db, subscription, change, {
      state: stripeState(updated),
      creditCents: 0,
      now: new Date(),
    });
    return { subscription: saved, charge: null };
  }

  /** A SetupIntent for the customer: the card it saves may be charged later without the member. */
  async setUpCard(subscription: SubscriptionRow): Promise<string> {
    const intent = await stripeCall(() =>
      this.stripe.setupIntents.create({
        customer: subscription.providerCustomerId,
        usage: 'off_session',
        metadata: { subscription: subscription.providerSubscriptionId },
      }),
    );
    if (!intent.client_secret) throw new HttpError(502, PAYMENT_MESSAGES.providerNoSecret);
    return intent.client_secret;
  }

  /** Confirming the SetupIntent attached the card to the customer; one attached to anyone else is refused. */
  async useCard(subscription: SubscriptionRow, paymentMethodId: string): Promise<CardOnFile> {
    const customer = subscription.providerCustomerId;
    const method = await stripeCall(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    if (idOf(method.customer) !== customer) throw badRequest(PAYMENT_MESSAGES.unknownPaymentMethod);
    await stripeCall(() =>
      this.stripe.subscriptions.update(subscription.providerSubscriptionId, {
        default_payment_method: paymentMethodId,
      }),
    );
    await stripeCall(() =>
      this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } }),
    );
    return { paymentMethodId, cardBrand: method.card?.brand ?? null, cardLast4: method.card?.last4 ?? null };
  }

  /** Pays the failed invoice now rather than at Stripe's next retry; `invoice.paid` records it and makes the membership active. */
  async retryPayment(subscription: SubscriptionRow): Promise<ChargeRow[]> {
    const fresh = await this.fetch(subscription.providerSubscriptionId);
    const invoiceId = idOf(fresh.latest_invoice);
    if (!invoiceId) return [];
    try {
      await stripeCall(() => this.stripe.invoices.pay(invoiceId));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 402)
        throw new HttpError(402, PAYMENT_MESSAGES.cardDeclinedOnRetry);
      throw error;
    }
    const paid = await this.fetch(subscription.providerSubscriptionId);
    await savePaymentOutcome(this.deps.db, subscription, stripeState(paid), new Date());
    return [];
  }

  /** A Stripe customer portal session, where the member manages cards and invoices; it comes back to `returnUrl`. */
  async billingPortalUrl(subscription: SubscriptionRow, returnUrl: string): Promise<string> {
    const session = await stripeCall(() =>
      this.stripe.billingPortal.sessions.create({ customer: subscription.providerCustomerId, return_url: returnUrl }),
    );
    return session.url;
  }

  /** The item's quantity; Stripe invoices the added seats' proration at once (its webhooks record the charge). */
  async changeSeats(subscription: SubscriptionRow, seats: number): Promise<null> {
    const fresh = await this.fetch(subscription.providerSubscriptionId);
    const item = fresh.items.data[0];
    await stripeCall(() =>
      this.stripe.subscriptions.update(subscription.providerSubscriptionId, {
        items: [{ id: item.id, quantity: seats }],
        proration_behavior: 'always_invoice',
      }),
    );
    return null;
  }

  /** Refunds the invoice's payment through Stripe Refunds; the key makes a retry refund once. */
  async refund(payment: { providerReference: string }, amountCents: number, attemptKey: string): Promise<string> {
    const invoice = await stripeCall(() =>
      this.stripe.invoices.retrieve(payment.providerReference, { expand: ['payments'] }),
    );
    const paid = invoice.payments?.data.find((part) => part.payment.payment_intent);
    const intent = paid?.payment.payment_intent;
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
    if (!paymentIntent) throw new HttpError(409, PAYMENT_MESSAGES.nothingToRefund);
    const refund = await stripeCall(() =>
      this.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents },
        { idempotencyKey: `refund-${attemptKey}` },
      ),
    );
    return refund.id;
  }

  /** The subscription as Stripe has it now: webhooks apply this, never the event's possibly stale copy. */
  async fetch(subscriptionId: string, expand: string[] = []): Promise<Stripe.Subscription> {
    return stripeCall(() => this.stripe.subscriptions.retrieve(subscriptionId, expand.length ? { expand } : {}));
  }

  /** Throws on a missing or bad signature. */
  verifyEvent(payload: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(payload, signature, this.deps.config.STRIPE_WEBHOOK_SECRET!);
  }

  /** What the browser confirms: a trial's SetupIntent (the card, for later), else the first invoice's payment. */
  private clientSecretOf(subscription: Stripe.Subscription): string | null {
    const setup = subscription.pending_setup_intent;
    if (typeof setup === 'object' && setup?.client_secret) return setup.client_secret;
    const invoice = subscription.latest_invoice;
    return typeof invoice === 'object' && invoice ? (invoice.confirmation_secret?.client_secret ?? null) : null;
  }

  /** One Stripe customer per user, created on first need and kept. */
  private async customerOf(member: Member): Promise<string> {
    if (member.stripeCustomerId) return member.stripeCustomerId;
    const customer = await stripeCall(() =>
      this.stripe.customers.create(
        { email: member.email, name: member.name, metadata: { userId: String(member.id) } },
        { idempotencyKey: `customer-for-user-${member.id}-${member.createdAt.getTime()}` },
      ),
    );
    const [stored] = await this.deps.db
      .update(users)
      .set({ stripeCustomerId: customer.id })
      .where(and(eq(users.id, member.id), isNull(users.stripeCustomerId)))
      .returning({ id: users.stripeCustomerId });
    if (stored) return customer.id;
    // A concurrent call stored one first: use that one.
    const [row] = await this.deps.db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, member.id));
    return row?.id ?? customer.id;
  }
}
