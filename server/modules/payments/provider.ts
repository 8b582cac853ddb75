import type { PaymentsProviderName, PlanResponse } from '../../schemas/payments.js';
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

export interface StartedSubscription {
  subscription: SubscriptionRow;
  clientSecret: string;
}

/**
 * One payment gateway behind the membership API. Each creates the subscription at the provider and
 * records its mirror row; access is only ever granted from what the provider reports.
 */
export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  readonly publishableKey: string | null;
  /** The plan this provider charges: what Select Plan shows. */
  plan(): Promise<PlanResponse>;
  /**
   * A new subscription awaiting its first payment, with the client secret the browser pays it with.
   * Calls with the same `attemptKey` (a double-clicked Select Plan) must not create two.
   */
  start(member: Member, attemptKey: string): Promise<StartedSubscription>;
  /** The client secret of a still-unpaid subscription, or null when it can no longer be paid. */
  resume(subscription: SubscriptionRow): Promise<string | null>;
  /** Makes the method the default and reports, from the provider, whether the invoice is paid. */
  attachPaymentMethod(
    subscription: SubscriptionRow,
    paymentMethodId: string,
  ): Promise<SubscriptionState & { invoicePaid: boolean }>;
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<SubscriptionState>;
}
