import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatAmount } from '../../../common/money.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { PAYMENT_MESSAGES } from '../payments/constants.js';
import { insertAudited } from '../shared/audited-writes.js';
import { type ChargeRow, receiptNumberOf } from './charges-store.js';
import { charges } from './schema.js';

export const REFUND_TEXTS = {
  notFound: 'Charge not found',
  refundedInFull: 'This charge has been refunded in full.',
  tooMuch: (left: string) => `amountCents: A refund cannot be more than the ${left} left of this charge`,
} as const;

/**
 * Gives part or all of a payment back, never more than is left of it: under the charge's row
 * lock (two refunds at once are counted one after the other), through the provider (Stripe Refunds,
 * keyed so a retry refunds once), recorded as a refund row with its own receipt number, audited in the
 * member's history.
 */
export async function refundCharge(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  request: FastifyRequest,
  target: { chargeId: number; amountCents?: number },
): Promise<ChargeRow> {
  return deps.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.id, target.chargeId), eq(charges.kind, 'payment')))
      .for('update');
    if (!charge) throw notFound(REFUND_TEXTS.notFound);
    if (charge.provider !== deps.payments.name) throw badRequest(PAYMENT_MESSAGES.otherProvider(charge.provider));
    const [{ refunded }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${charges.amountCents}), 0)::int` })
      .from(charges)
      .where(eq(charges.refundOf, charge.id));
    const left = charge.amountCents - refunded;
    if (left <= 0) throw conflict(REFUND_TEXTS.refundedInFull);
    const amount = target.amountCents ?? left;
    if (amount > left)
      throw badRequest(REFUND_TEXTS.tooMuch(formatAmount({ amount: left, currency: charge.currency })), {
        field: 'amountCents',
      });
    const reference = await deps.payments.refund(charge, amount, `${charge.id}-${refunded}-${amount}`);
    return insertAudited(
      tx,
      request,
      charges,
      {
        userId: charge.userId,
        subscriptionId: charge.subscriptionId,
        provider: charge.provider,
        kind: 'refund',
        amountCents: amount,
        currency: charge.currency,
        description: `Refund of ${receiptNumberOf(charge)}: ${charge.description}`,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        providerReference: reference,
        refundOf: charge.id,
      },
      () => ({ resource: 'charges', parent: { resource: 'users', id: charge.userId } }),
    );
  });
}
