import { isLive, refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import type { CardSetupResponse, UseCardResponse } from '../../schemas/payments.js';
import { mailReceipt } from '../billing/receipts.js';
import { PAYMENT_MESSAGES } from './constants.js';
import type { SubscriptionRow } from './provider.js';
import { saveCardOnFile } from './subscription-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'mailer' | 'config'>;

/**
 * The member replaces the card their running membership is charged to: the provider's setup (nothing
 * charged), then the confirmed card put on file. A failing renewal is charged again at once with it.
 */
export class CardUpdate {
  constructor(private readonly deps: Deps) {}

  async start(userId: number): Promise<CardSetupResponse> {
    const subscription = await this.charged(userId);
    return { clientSecret: await this.deps.payments.setUpCard(subscription) };
  }

  async use(userId: number, paymentMethodId: string, log: (line: string) => void): Promise<UseCardResponse> {
    const { db, payments } = this.deps;
    const subscription = await this.charged(userId);
    const card = await payments.useCard(subscription, paymentMethodId);
    await saveCardOnFile(db, subscription.id, card, this.deps.now());
    const shown = { brand: card.cardBrand, last4: card.cardLast4 };
    if (subscription.status !== 'past_due')
      return { message: PAYMENT_MESSAGES.cardUpdated, card: shown, status: subscription.status };
    const charges = await payments.retryPayment({ ...subscription, ...card });
    for (const charge of charges) await mailReceipt(this.deps, charge, log);
    const { subscription: after } = await refreshMembership(db, userId, this.deps.now());
    return { message: PAYMENT_MESSAGES.cardUpdatedAndPaid, card: shown, status: after?.status ?? subscription.status };
  }

  /** The member's running membership that is charged: a free one has no card to update. */
  private async charged(userId: number): Promise<SubscriptionRow> {
    const { subscription } = await refreshMembership(this.deps.db, userId, this.deps.now());
    if (!subscription || !isLive(subscription) || subscription.comped)
      throw badRequest(PAYMENT_MESSAGES.noCardToUpdate);
    if (subscription.provider !== this.deps.payments.name)
      throw badRequest(PAYMENT_MESSAGES.otherProvider(subscription.provider));
    return subscription;
  }
}
