/** The words a receipt and its mail share, so the PDF and the mail never disagree. */

/** Stripe's card brand codes as a member reads them; an unknown code is shown capitalised. */
const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** An amount in the currency's minor unit (cents) as "$49.99"; a zero-decimal currency (JPY) has none. */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** "Visa ending 4242", or as much of it as is known; null when nothing is. */
export function cardLabel(card: { brand: string | null; last4: string | null } | null): string | null {
  if (!card || (!card.brand && !card.last4)) return null;
  const brand = card.brand ? (CARD_BRANDS[card.brand.toLowerCase()] ?? capitalise(card.brand)) : 'Card';
  return card.last4 ? `${brand} ending ${card.last4}` : brand;
}

/** The receipt's date, in UTC so that a receipt reads the same wherever it is made. */
export function formatReceiptDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
