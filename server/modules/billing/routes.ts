import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { billingResponse, type ChargeRecord, idParams } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { type ChargeRow, chargesOf, findCharge, receiptNumberOf } from './charges-store.js';
import { membershipBilling } from './membership-billing.js';
import { receiptOf } from './receipts.js';

const tags = ['billing'];

export const receiptPath = (id: number) => `/api/user/billing/receipts/${id}`;

function toChargeRecord(charge: ChargeRow): ChargeRecord {
  return {
    id: charge.id,
    kind: charge.kind,
    amount: charge.amountCents,
    discount: charge.discountCents,
    currency: charge.currency,
    description: charge.description,
    discountLabel: charge.discountLabel,
    card: charge.cardLast4 || charge.cardBrand ? { brand: charge.cardBrand, last4: charge.cardLast4 } : null,
    receiptNumber: receiptNumberOf(charge),
    receipt: receiptPath(charge.id),
    hostedInvoiceUrl: charge.hostedInvoiceUrl,
    createdAt: charge.createdAt.toISOString(),
  };
}

/** A member's billing: their plan, the next charge, every charge and refund with its receipt. */
export const billingModule: ApiModule = {
  async member(api) {
    const { deps } = api;
    api.get('/user/billing', { schema: { tags, response: { 200: billingResponse } } }, async (request) => {
      const userId = currentUser(request).id;
      const [membership, charges] = await Promise.all([
        membershipBilling(deps.db, userId, deps.now()),
        chargesOf(deps.db, userId),
      ]);
      return {
        plan: membership?.plan ?? null,
        nextCharge: membership?.nextCharge ?? null,
        charges: charges.map(toChargeRecord),
      };
    });

    api.get('/user/billing/receipts/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
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
};
