import {
  LOCAL_DECLINING_CARDS,
  LOCAL_LATER_DECLINING_CARDS,
  LOCAL_SUCCESS_CARDS,
  PAYMENT_MESSAGES,
} from './constants.js';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The local gateway's verdict on a card: null when it pays, else the message Stripe would give. */
export function cardDecline(card: CardInput, now: Date): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return PAYMENT_MESSAGES.invalidNumber;
  if (card.expMonth < 1 || card.expMonth > 12) return PAYMENT_MESSAGES.invalidExpiry;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, card.expMonth, 1) <= now.getTime()) return PAYMENT_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(card.cvc)) return PAYMENT_MESSAGES.invalidCvc;
  if (LOCAL_DECLINING_CARDS[number]) return LOCAL_DECLINING_CARDS[number];
  if (!LOCAL_SUCCESS_CARDS.includes(number) && !declinesLaterCharges(card)) return PAYMENT_MESSAGES.testCardsOnly;
  return null;
}

/** The test card whose charges after the first one are declined (a renewal, a retry). */
export function declinesLaterCharges(card: Pick<CardInput, 'number'>): boolean {
  return LOCAL_LATER_DECLINING_CARDS.includes(card.number.replace(/[\s-]/g, ''));
}

/** What the local gateway keeps of a card: Stripe's brand and last four digits. */
export function cardDetailsOf(card: Pick<CardInput, 'number'>): { cardBrand: string; cardLast4: string } {
  return { cardBrand: cardBrandOf(card.number), cardLast4: card.number.replace(/\D/g, '').slice(-4) };
}

/** The card network as Stripe names it, from the number's first digits. */
export function cardBrandOf(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^(?:5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
