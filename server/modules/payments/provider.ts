import type { Executor } from '../../db/database.js';
import type { PaymentsProviderName, PlanResponse } from '../../schemas/payments.js';
import type { PlanOffering } from '../../schemas/plans.js';
import type { ChargeRow } from '../billing/charges-store.js';
import type { OfferRow } from '../offers/offer-terms.js';
import type { PlanRow } from '../plans/plans-store.js';
import type { users } from '../users/schema.js';
import type { PlanChangeTerms } from './plan-change-terms.js';
import type { subscriptions } from './schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Member = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'stripeCustomerId' | 'createdAt'>;

/** A subscription as the provider reports it, in the columns we mirror. */
export interface SubscriptionState {
  status: string;
  currentPeriodStart: Date | null;
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

/** A live membership moving to another plan now, and what that costs (plan-change-terms.ts). */
export interface PlanChange {
  plan: PlanRow;
  offer: OfferRow | null;
  terms: PlanChangeTerms;
}

/** The card a subscription's next charges are made with: the provider's payment method, and what the member sees of it. */
export interface CardOnFile {
  paymentMethodId: string;
  cardBrand: string | null;
  cardLast4: string | null;
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
  /** A card update's start: the secret the browser confirms a new card with, charging nothing (Stripe's SetupIntent, for off-session charges). */
  setUpCard(subscription: SubscriptionRow): Promise<string>;
  /**
   * The confirmed card becomes the one the subscription's next charges are made with, once the provider
   * says it is this member's (never on the client's word).
   */
  useCard(subscription: SubscriptionRow, paymentMethodId: string): Promise<CardOnFile>;
  /**
   * A failing renewal charged again at once with the card now on file: the charges recorded (none on
   * Stripe, whose paid invoice is recorded from its webhook). Throws 402 when the card declines.
   */
  retryPayment(subscription: SubscriptionRow): Promise<ChargeRow[]>;
  /**
   * Moves the membership to the change's plan now and charges the prorated difference to the card on
   * file; `attemptKey` makes a retried request change it once. Returns the row as saved, and the charge
   * when it is recorded at once (Stripe's arrives with its invoice.paid event).
   */
  changePlan(
    subscription: SubscriptionRow,
    change: PlanChange,
    attemptKey: string,
  ): Promise<{ subscription: SubscriptionRow; charge: ChargeRow | null }>;
  /**
   * A team's seat count changes now: added seats are charged for what is left of the period (prorated),
   * removed ones stop at the next charge. Returns the charge made at once, if this provider records one.
   */
  changeSeats(subscription: SubscriptionRow, seats: number, tx: Executor): Promise<ChargeRow | null>;
  /**
   * Gives `amountCents` of a recorded payment back to its card; `attemptKey` makes a retried request
   * refund once. Returns the provider's refund id.
   */
  refund(payment: { providerReference: string }, amountCents: number, attemptKey: string): Promise<string>;
}
