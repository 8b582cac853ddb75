import { eq } from 'drizzle-orm';
import { isLive, refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import type { CancelSubscriptionResponse, CreateSubscriptionResponse, UserRecord } from '../../schemas/index.js';
import { offerForPurchase } from '../offers/offer-checks.js';
import { discountOn } from '../offers/offer-terms.js';
import { purchasablePlan } from '../plans/plans-store.js';
import { loadUserRecord, toSubscriptionSummary } from '../profile/user-record.js';
import { users } from '../users/schema.js';
import { PAYMENT_MESSAGES } from './constants.js';
import type { Purchase, SubscriptionRow } from './provider.js';
import { subscriptions } from './schema.js';
import {
  abandonUnpaid,
  hasHadTrial,
  isUniqueViolation,
  lockSubscription,
  savePaymentOutcome,
} from './subscription-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'budgets'>;

/** What `POST user/create/subscription` may name: a plan (the default without), an offer's code and a team's seats. */
export interface PurchaseRequest {
  planId?: number;
  code?: string;
  seats?: number;
}

/** The membership calls (docs/API.md#membership), whatever the provider. */
export class SubscriptionService {
  constructor(private readonly deps: Deps) {}

  /**
   * A subscription to pay; an unpaid one for the same plan and offer is resumed rather than doubled. A
   * member holds one unpaid subscription at most (a unique index): a concurrent call that started it
   * first makes this one resume it. A refused plan or code creates nothing.
   */
  async create(userId: number, request: PurchaseRequest = {}): Promise<CreateSubscriptionResponse> {
    const purchase = await this.purchase(userId, request);
    try {
      return await this.startOrResume(userId, purchase);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    try {
      return await this.startOrResume(userId, purchase);
    } catch (error) {
      // Still refused: the provider no longer offers the unpaid one to pay, and has not said why yet.
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.paymentPending);
      throw error;
    }
  }

  private async purchase(userId: number, request: PurchaseRequest): Promise<Purchase> {
    const plan = await purchasablePlan(this.deps.db, request.planId);
    const code = request.code?.trim();
    const offer = code ? await offerForPurchase(this.deps, code, plan, userId) : null;
    const seats = request.seats ?? 1;
    const total = plan.priceCents * seats;
    const discount = offer ? discountOn(offer, total) : 0;
    const trialDays = plan.trialDays > 0 && !(await hasHadTrial(this.deps.db, userId)) ? plan.trialDays : 0;
    return { plan, offer, seats, discount, amountDue: total - discount, trialDays };
  }

  private async startOrResume(userId: number, purchase: Purchase): Promise<CreateSubscriptionResponse> {
    const { db, payments } = this.deps;
    const { subscription } = await refreshMembership(db, userId, this.deps.now());
    if (isLive(subscription)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
    const answer = (clientSecret: string) => ({
      clientSecret,
      publishableKey: payments.publishableKey,
      provider: payments.name,
      amountCents: purchase.amountDue,
      discountCents: purchase.discount,
      currency: purchase.plan.currency,
      trialDays: purchase.trialDays,
    });
    if (subscription?.status === 'incomplete') {
      const same =
        subscription.provider === payments.name &&
        subscription.planId === purchase.plan.id &&
        subscription.seats === purchase.seats &&
        subscription.offerId === (purchase.offer?.id ?? null);
      if (same) {
        const clientSecret = await payments.resume(subscription);
        if (clientSecret) return answer(clientSecret);
      } else if (subscription.provider === payments.name) await payments.abandon(subscription);
      else await abandonUnpaid(db, subscription.id, this.deps.now());
    }
    const [member] = await db.select().from(users).where(eq(users.id, userId));
    if (!member) throw notFound('User not found');
    // Unique to this database's user and attempt, so a reset database never replays another's request.
    const started = await payments.start(
      member,
      `user-${userId}-${member.createdAt.getTime()}-after-${subscription?.id ?? 0}`,
      purchase,
    );
    return answer(started.clientSecret);
  }

  /** Access only when the provider itself reports the invoice paid, never on the client's word. */
  async attachPaymentMethod(userId: number, paymentMethodId: string): Promise<UserRecord> {
    const subscription = await this.payable(userId);
    const state = await this.providerFor(subscription).attachPaymentMethod(subscription, paymentMethodId);
    await this.mapUniqueViolation(savePaymentOutcome(this.deps.db, subscription, state, this.deps.now()));
    const record = await loadUserRecord(this.deps.db, userId, this.deps.now());
    if (!state.invoicePaid) throw new HttpError(402, PAYMENT_MESSAGES.notPaid);
    if (!record.subscribedUser) throw new HttpError(402, PAYMENT_MESSAGES.paymentPending);
    return record;
  }

  /**
   * Cancels at period end: access lasts to current_period_end. Repeating it changes nothing. Decided and
   * written under the row's lock, setting the flag alone, so the answer is what the row keeps.
   */
  async cancel(userId: number): Promise<CancelSubscriptionResponse> {
    const { db, now } = this.deps;
    const { subscription } = await refreshMembership(db, userId, now());
    if (!subscription || !isLive(subscription)) throw badRequest(PAYMENT_MESSAGES.nothingToCancel);
    const saved = await db.transaction(async (tx) => {
      const row = await lockSubscription(tx, subscription.id);
      if (!row || !isLive(row)) throw badRequest(PAYMENT_MESSAGES.nothingToCancel);
      if (row.cancelAtPeriodEnd) return row;
      const reported = await this.providerFor(row).cancelAtPeriodEnd(row);
      const [cancelled] = await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: reported.cancelAtPeriodEnd, updatedAt: now() })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return cancelled;
    });
    await refreshMembership(db, userId, now());
    return {
      message: PAYMENT_MESSAGES.cancelled,
      subscription: toSubscriptionSummary(saved),
    };
  }

  private async payable(userId: number): Promise<SubscriptionRow> {
    const { subscription } = await refreshMembership(this.deps.db, userId, this.deps.now());
    if (!subscription || !(isLive(subscription) || subscription.status === 'incomplete'))
      throw badRequest(PAYMENT_MESSAGES.noSubscription);
    return subscription;
  }

  /** A row made by another provider (the setting changed) cannot be handled by this one. */
  private providerFor(subscription: SubscriptionRow) {
    if (subscription.provider !== this.deps.payments.name)
      throw badRequest(PAYMENT_MESSAGES.otherProvider(subscription.provider));
    return this.deps.payments;
  }

  /** Another subscription of the member went live first (the one-live-per-user index). */
  private async mapUniqueViolation<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      throw error;
    }
  }
}
