import { and, eq } from 'drizzle-orm';
import { isLive, refreshMembership } from '../../access/membership.js';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import type { CancelSubscriptionResponse, CreateSubscriptionResponse, UserRecord } from '../../schemas/index.js';
import { loadUserRecord, toSubscriptionSummary } from '../profile/user-record.js';
import { users } from '../users/schema.js';
import { PAYMENT_MESSAGES } from './constants.js';
import type { SubscriptionRow } from './provider.js';
import { subscriptions } from './schema.js';
import { isUniqueViolation, lockSubscription, savePaymentOutcome } from './subscription-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments'>;

/** The membership calls (docs/API.md#membership), whatever the provider. */
export class SubscriptionService {
  constructor(private readonly deps: Deps) {}

  /**
   * A subscription to pay; an unpaid one is resumed rather than doubled. A member holds one unpaid
   * subscription at most (a unique index): a concurrent call that started it first makes this one resume it.
   */
  async create(userId: number): Promise<CreateSubscriptionResponse> {
    try {
      return await this.startOrResume(userId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    try {
      return await this.startOrResume(userId);
    } catch (error) {
      // Still refused: the provider no longer offers the unpaid one to pay, and has not said why yet.
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.paymentPending);
      throw error;
    }
  }

  private async startOrResume(userId: number): Promise<CreateSubscriptionResponse> {
    const { db, payments } = this.deps;
    const { subscription } = await refreshMembership(db, userId, this.deps.now());
    if (isLive(subscription)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
    const answer = (clientSecret: string) => ({
      clientSecret,
      publishableKey: payments.publishableKey,
      provider: payments.name,
    });
    if (subscription?.status === 'incomplete') {
      if (subscription.provider !== payments.name) await expireUnpaid(db, subscription.id, this.deps.now());
      else {
        const clientSecret = await payments.resume(subscription);
        if (clientSecret) return answer(clientSecret);
      }
    }
    const [member] = await db.select().from(users).where(eq(users.id, userId));
    if (!member) throw notFound('User not found');
    // Unique to this database's user and attempt, so a reset database never replays another's request.
    const started = await payments.start(
      member,
      `user-${userId}-${member.createdAt.getTime()}-after-${subscription?.id ?? 0}`,
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

/** An unpaid subscription of the provider used before: it can no longer be paid here, as Stripe would call it. */
async function expireUnpaid(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'incomplete_expired', updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
}
