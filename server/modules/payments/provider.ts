import type { PaymentsProviderName, PlanResponse } from '../../schemas/payments.js';
import type { PlanOffering } from '../../schemas/plans.js';
import type { ChargeRow } from '../billing/charges-store.js';
import type { OfferRow } from '../offers/offer-terms.js';
import type { PlanRow } from '../plans/plans-store.js';
import type { users } from '../users/schema.js';
import type { subscriptions } from './schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Member = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'stripeCustomerId' | 'createdAt'>;

/** A subscription as the provider reports it, in the columns we mirror. */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  invoiceId: string | null;
}

/** What a member buys: a plan, maybe with an offer, and what its first charge comes to. */
export interface Purchase {
  plan: PlanRow;
  offer: OfferRow | null;
  /** Seats bought (1 for a member alone): the plan's price is charged once for each. */
  seats: number;
  amountDue: number;
  discount: number;
  /** Days before the first charge: the plan's trial, if the member never had one (0 otherwise). */
  trialDays: number;
}

/** The provider's own ids of an offer's discount (Stripe's Coupon and Promotion Code); none on the local gateway. */
export type CouponIds = Pick<OfferRow, 'stripeCouponId' | 'stripePromotionCodeId'>;
export type OfferTerms = Pick<
  OfferRow,
  | 'code'
  | 'percentOff'
  | 'amountOffCents'
  | 'duration'
  | 'durationMonths'
  | 'maxRedemptions'
  | 'endsAt'
  | 'firstTimeOnly'
>;

export interface StartedSubscription {
  subscription: SubscriptionRow;
  clientSecret: string;
}

export const DAY_MS = 86_400_000;

/**
 * One payment gateway behind the membership API. Each creates the subscription at the provider and
 * records its mirror row; access is only ever granted from what the provider reports.
 */
export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  readonly publishableKey: string | null;
  /** The default plan as this provider charges it (`GET payments/plan`). */
  plan(): Promise<PlanResponse>;
  /** A plan as its card shows it, at the price this provider charges for it. */
  offering(plan: PlanRow): Promise<PlanOffering>;
  /** The provider's price for a plan's amount and interval, made when staff set them (Stripe's Price id; null locally). */
  priceFor(plan: Pick<PlanRow, 'name' | 'priceCents' | 'interval'>): Promise<string | null>;
  /** The provider's coupon for a new offer. */
  couponFor(offer: OfferTerms): Promise<CouponIds>;
  /** A changed offer's coupon: a new one when its terms or code changed (Stripe coupons cannot change). */
  couponChanged(before: OfferRow, after: OfferRow): Promise<CouponIds>;
  /** A deleted offer's code stops working at the provider too. */
  couponRetired(offer: OfferRow): Promise<void>;
  /**
   * A new subscription awaiting its first payment, with the client secret the browser pays it with.
   * Calls with the same `attemptKey` (a double-clicked Select Plan) must not create two.
   */
  start(member: Member, attemptKey: string, purchase: Purchase): Promise<StartedSubscription>;
  /** An unpaid subscription the member left for another plan or code: it can no longer be paid. */
  abandon(subscription: SubscriptionRow): Promise<void>;
  /** The client secret of a still-unpaid subscription, or null when it can no longer be paid. */
  resume(subscription: SubscriptionRow): Promise<string | null>;
  /** Makes the method the default and reports, from the provider, whether the invoice is paid. */
  attachPaymentMethod(
    subscription: SubscriptionRow,
    paymentMethodId: string,
  ): Promise<SubscriptionState & { invoicePaid: boolean }>;
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<SubscriptionState>;
  /**
   * A team's seat count changes now: added seats are charged for what is left of the period (prorated),
   * removed ones stop at the next charge. Returns the charge made at once, if this provider records one.
   */
  changeSeats(subscription: SubscriptionRow, seats: number): Promise<ChargeRow | null>;
  /**
   * Gives `amountCents` of a recorded payment back to its card; `attemptKey` makes a retried request
   * refund once. Returns the provider's refund id.
   */
  refund(payment: { providerReference: string }, amountCents: number, attemptKey: string): Promise<string>;
}
