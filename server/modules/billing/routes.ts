import { isLive, refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  type BillingResponse,
  billingResponse,
  type ChargeRecord,
  compBody,
  dunningResponse,
  idParams,
  messageResponse,
  refundBody,
  refundResponse,
  staffBillingResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { SeatsService } from '../seats/seats-service.js';
import { type ChargeRow, chargesOf, findCharge, receiptNumberOf } from './charges-store.js';
import { mailComp } from './comp-mails.js';
import { grantComp, revokeComp } from './comps.js';
import { failingPaymentOf, failingPayments } from './failing-payments.js';
import { membershipBilling } from './membership-billing.js';
import { mailReceipt, receiptOf } from './receipts.js';
import { refundCharge } from './refunds.js';

const tags = ['billing'];

export const receiptPath = (id: number) => `/api/user/receipts/${id}`;

/** A payment's `refundedCents` is what its refunds took so far (0 without any); a refund has none. */
function toChargeRecord(charge: ChargeRow, refunded = 0): ChargeRecord {
  return {
    id: charge.id,
    kind: charge.kind,
    amountCents: charge.amountCents,
    refundedCents: charge.kind === 'payment' ? refunded : null,
    refundOf: charge.refundOf,
    discountCents: charge.discountCents,
    currency: charge.currency,
    description: charge.description,
    discountLabel: charge.discountLabel,
    card: charge.cardLast4 || charge.cardBrand ? { brand: charge.cardBrand, last4: charge.cardLast4 } : null,
    receiptNumber: receiptNumberOf(charge),
    receipt: receiptPath(charge.id),
    hostedInvoiceUrl: charge.hostedInvoiceUrl,
    at: charge.createdAt.toISOString(),
  };
}

/** Cents refunded of each payment, summed from the refunds among a member's charges. */
function refundedByPayment(rows: ChargeRow[]): Map<number, number> {
  const refunded = new Map<number, number>();
  for (const { refundOf, amountCents } of rows)
    if (refundOf !== null) refunded.set(refundOf, (refunded.get(refundOf) ?? 0) + amountCents);
  return refunded;
}

/** The member's billing, and their latest subscription (staff add what it says about free memberships and failing renewals). */
async function billingOf(deps: Pick<AppDeps, 'db' | 'now'>, userId: number) {
  const { subscription } = await refreshMembership(deps.db, userId, deps.now());
  const [membership, charges] = await Promise.all([
    membershipBilling(deps.db, userId, deps.now()),
    chargesOf(deps.db, userId),
  ]);
  const refunded = refundedByPayment(charges);
  // A Stripe membership paid before its card was kept names the card of its last payment.
  const paidWith = membership && charges.find((c) => c.subscriptionId === membership.subscriptionId && c.cardLast4);
  const billing: BillingResponse = {
    plan: membership?.plan ?? null,
    status: subscription?.status ?? null,
    comped: isLive(subscription) && !!subscription?.comped,
    nextChargeAt: membership?.nextCharge?.at ?? null,
    nextChargeCents: membership?.nextCharge?.amountCents ?? null,
    card: membership?.card ?? (paidWith ? { brand: paidWith.cardBrand, last4: paidWith.cardLast4 } : null),
    charges: charges.map((charge) => toChargeRecord(charge, refunded.get(charge.id))),
  };
  return { billing, subscription };
}

/**
 * A member's billing: their plan, the next charge, every charge and refund with its receipt. Staff
 * (User Management: admins change, support reads) see it for any member, refund and give free memberships.
 */
export const billingModule: ApiModule = {
  staffArea: 'users',
  async member(api) {
    const { deps } = api;
    api.get(
      '/user/billing',
      { schema: { tags, response: { 200: billingResponse } } },
      async (request) => (await billingOf(deps, currentUser(request).id)).billing,
    );

    // Another member's charge is not found, as an unknown one.
    api.get('/user/receipts/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
      const charge = await findCharge(deps.db, currentUser(request).id, request.params.id);
      if (!charge) throw notFound('Receipt not found');
      const pdf = await receiptOf(deps, charge);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${receiptNumberOf(charge)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  },

  async staff(api) {
    const { deps } = api;
    const seats = new SeatsService(deps);
    api.get(
      '/user/:id/billing',
      { schema: { tags, params: idParams, response: { 200: staffBillingResponse } } },
      async (request) => {
        const userId = request.params.id;
        const { billing, subscription } = await billingOf(deps, userId);
        return {
          ...billing,
          compedUntil: billing.comped ? subscription!.currentPeriodEnd!.toISOString() : null,
          pastDue: subscription?.status === 'past_due',
          failing: failingPaymentOf(subscription),
          ...(await seats.staffSummary(userId)),
        };
      },
    );

    api.get('/billing/dunning', { schema: { tags, response: { 200: dunningResponse } } }, async () =>
      failingPayments(deps.db),
    );

    api.post(
      '/charges/:id/refund',
      { schema: { tags, params: idParams, body: refundBody, response: { 201: refundResponse } } },
      async (request, reply) => {
        const refund = await refundCharge(deps, request, {
          chargeId: request.params.id,
          amountCents: request.body.amountCents,
        });
        await mailReceipt(deps, refund, (line) => request.log.warn(line));
        return reply.code(201).send({ ...toChargeRecord(refund), message: 'Refund Made Successfully' });
      },
    );

    api.post(
      '/user/:id/comp',
      { schema: { tags, params: idParams, body: compBody, response: { 201: messageResponse } } },
      async (request, reply) => {
        const comp = await grantComp(deps, request, request.params.id, request.body.months ?? null);
        await mailComp(deps, request.params.id, { given: comp.currentPeriodEnd! }, (line) => request.log.warn(line));
        return reply.code(201).send({ message: 'Free Membership Given Successfully' });
      },
    );

    api.delete(
      '/user/:id/comp',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        await revokeComp(deps, request, request.params.id);
        await mailComp(deps, request.params.id, { ended: true }, (line) => request.log.warn(line));
        return { message: 'Free Membership Ended Successfully' };
      },
    );
  },
};
