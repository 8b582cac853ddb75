import { formatAmount } from '../../../common/money';
import type { BillingResponse, ChargeRecord } from '../../../providers/types';
import { BILLING_DAY, BILLING_TEXTS } from './texts';

/** Card networks as their owners write them; Stripe names them in lower case (`visa`, `amex`). */
const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export const billingDate = (at: string) => new Date(at).toLocaleDateString('en-GB', BILLING_DAY);

/** `Visa •••• 4242`; null when the charge names no card. A network Stripe could not tell is `unknown`: left out. */
export function cardLine(card: ChargeRecord['card']): string | null {
  const named = card?.brand && card.brand !== 'unknown' ? card.brand : null;
  if (!card || (!named && !card.last4)) return null;
  const brand = named ? (BRANDS[named.toLowerCase()] ?? named) : null;
  return [brand, card.last4 && `•••• ${card.last4}`].filter(Boolean).join(' ');
}

/** `Next charge USD 49.99 on 29 Dec 2026`; none once the membership is cancelled. */
export function nextChargeLine(
  next: Partial<Pick<BillingResponse, 'nextChargeAt' | 'nextChargeCents'>>,
  currency: string,
): string {
  const { nextChargeAt, nextChargeCents } = next;
  return nextChargeAt && nextChargeCents != null
    ? BILLING_TEXTS.nextChargeLine(formatAmount({ amount: nextChargeCents, currency }), billingDate(nextChargeAt))
    : BILLING_TEXTS.noNextCharge;
}

/** What moved: a payment as charged, a refund with a minus sign. */
export const chargeAmount = (charge: Pick<ChargeRecord, 'kind' | 'amountCents' | 'currency'>) =>
  `${charge.kind === 'refund' ? '−' : ''}${formatAmount({ amount: charge.amountCents, currency: charge.currency })}`;

/** `Discount USD 80.00: SPRING (40% off the first 12 months)`, the offer as the server labels it; null without one. */
export function discountLine(
  charge: Pick<ChargeRecord, 'discountCents' | 'discountLabel' | 'currency'>,
): string | null {
  if (charge.discountCents <= 0) return null;
  const amount = formatAmount({ amount: charge.discountCents, currency: charge.currency });
  return `${BILLING_TEXTS.discount} ${amount}${charge.discountLabel ? `: ${charge.discountLabel}` : ''}`;
}
