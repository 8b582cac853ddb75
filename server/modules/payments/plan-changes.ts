import type { FastifyRequest } from 'fastify';
import { isLive, refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { PlanChangeQuote } from '../../schemas/index.js';
import { mailReceipt } from '../billing/receipts.js';
import { findOffer } from '../offers/offers-store.js';
import { purchasablePlan } from '../plans/plans-store.js';
import { chargeAt } from './charge-amount.js';
import { PAYMENT_MESSAGES } from './constants.js';
import { auditMembershipChange } from './membership-audit.js';
import { planChangeTerms } from './plan-change-terms.js';
import type { PlanChange, SubscriptionRow } from './provider.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'mailer' | 'config'>;

/**
 * A member moves their running membership to another plan (monthly ↔ yearly), prorated as Stripe does:
 * the quote first, then the change, which charges the difference at once and mails its receipt.
 */
export class PlanChanges {
  constructor(private readonly deps: Deps) {}

  async quote(userId: number, planId: number): Promise<PlanChangeQuote> {
    const { subscription, change } = await this.prepare(userId, planId);
    return this.quoteOf(subscription, change);
  }

  async change(request: FastifyRequest, planId: number) {
    const userId = currentUser(request).id;
    const { subscription, change } = await this.prepare(userId, planId);
    const attemptKey = `${subscription.id}-${subscription.updatedAt.getTime()}-to-${planId}`;
    const { subscription: saved, charge } = await this.deps.payments.changePlan(subscription, change, attemptKey);
    await auditMembershipChange(this.deps.db, request, subscription, saved);
    await refreshMembership(this.deps.db, userId, this.deps.now());
    if (charge) await mailReceipt(this.deps, charge, (line) => request.log.warn(line));
    return { ...(await this.quoteOf(subscription, change)), message: PAYMENT_MESSAGES.planChanged };
  }

  /** The live membership and what the change would be, or the refusal naming why it cannot change. */
  private async prepare(
    userId: number,
    planId: number,
  ): Promise<{ subscription: SubscriptionRow; change: PlanChange }> {
    const { db, payments } = this.deps;
    const now = this.deps.now();
    const { subscription } = await refreshMembership(db, userId, now);
    if (!subscription || !isLive(subscription)) throw badRequest(PAYMENT_MESSAGES.noPlanToChange);
    if (subscription.comped) throw conflict(PAYMENT_MESSAGES.compedNoChange);
    if (subscription.status === 'past_due') throw conflict(PAYMENT_MESSAGES.pastDueNoChange);
    if (subscription.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.cancellingNoChange);
    if (subscription.provider !== payments.name) throw conflict(PAYMENT_MESSAGES.otherProvider(subscription.provider));
    const plan = await purchasablePlan(db, planId);
    if (plan.id === subscription.planId) throw badRequest(PAYMENT_MESSAGES.samePlan, { field: 'planId' });
    const offer = subscription.offerId === null ? null : ((await findOffer(db, subscription.offerId)) ?? null);
    return { subscription, change: { plan, offer, terms: planChangeTerms(subscription, offer, plan, now) } };
  }

  private async quoteOf(subscription: SubscriptionRow, { plan, offer, terms }: PlanChange): Promise<PlanChangeQuote> {
    const next = terms.periodEnd;
    // The next charge as the membership will be billed once moved: the new plan's amount, the offer if it goes on.
    const moved = {
      ...subscription,
      amountCents: plan.priceCents,
      offerId: terms.keepsOffer ? subscription.offerId : null,
    };
    const { amount } = chargeAt(moved, offer, next);
    return {
      plan: await this.deps.payments.offering(plan),
      amountDue: terms.amountDue,
      discount: terms.discount,
      credit: terms.credit - terms.creditLeft,
      creditLeft: terms.creditLeft,
      currency: plan.currency,
      nextChargeAt: next.toISOString(),
      nextChargeCents: Math.max(0, amount - terms.creditLeft),
    };
  }
}
