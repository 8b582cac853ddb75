import { eq } from 'drizzle-orm';
import { isLive, refreshMembership } from '../../access/membership.js';
import { users } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import type { CancelSubscriptionResponse, CreateSubscriptionResponse, UserRecord } from '../../schemas/index.js';
import { loadUserRecord, toSubscriptionSummary } from '../users/user-record.js';
import { PAYMENT_MESSAGES } from './constants.js';
import type { SubscriptionRow, SubscriptionState } from './provider.js';
import { isUniqueViolation, saveState } from './subscription-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments'>;

/** The membership calls of CONTRACT §4, whatever the provider. */
export class SubscriptionService {
  constructor(private readonly deps: Deps) {}

  /** A subscription to pay; an unpaid one is resumed rather than doubled. */
  async create(userId: number): Promise<CreateSubscriptionResponse> {
    const { db, payments } = this.deps;
    const { subscription } = await refreshMembership(db, userId, this.deps.now());
    if (isLive(subscription)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
    const answer = (clientSecret: string) => ({
      clientSecret,
      publishableKey: payments.publishableKey,
      provider: payments.name,
    });
    if (subscription?.status === 'incomplete' && subscription.provider === payments.name) {
      const clientSecret = await payments.resume(subscription);
      if (clientSecret) return answer(clientSecret);
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
    await this.save(subscription, state);
    const record = await loadUserRecord(this.deps.db, userId, this.deps.now());
    if (!state.invoicePaid) throw new HttpError(402, PAYMENT_MESSAGES.notPaid);
    if (!record.subscribedUser) throw new HttpError(402, PAYMENT_MESSAGES.paymentPending);
    return record;
  }

  /** Cancels at period end: access lasts to current_period_end. Repeating it changes nothing. */
  async cancel(userId: number): Promise<CancelSubscriptionResponse> {
    const { subscription } = await refreshMembership(this.deps.db, userId, this.deps.now());
    if (!subscription || !isLive(subscription)) throw badRequest(PAYMENT_MESSAGES.nothingToCancel);
    const saved = subscription.cancelAtPeriodEnd
      ? subscription
      : await this.save(subscription, await this.providerFor(subscription).cancelAtPeriodEnd(subscription));
    await refreshMembership(this.deps.db, userId, this.deps.now());
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

  private async save(subscription: SubscriptionRow, state: SubscriptionState): Promise<SubscriptionRow> {
    try {
      return await saveState(this.deps.db, subscription.id, state, this.deps.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      throw error;
    }
  }
}
