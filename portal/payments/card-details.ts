import type { LocalConfirmBody } from '../../providers/types';

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** `MM/YY`, `MM / YY` or `MM/YYYY` → month and four-digit year; null when it cannot be read. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}

/** The local gateway's card body; the server judges the card, as Stripe would. */
export function toCardBody(values: CardFormValues): LocalConfirmBody['card'] | null {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) return null;
  return { number: values.number.replace(/\s+/g, ''), ...expiry, cvc: values.cvc.trim() };
}

/** Groups of four as the member types: `4242424242424242` → `4242 4242 4242 4242`. */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
