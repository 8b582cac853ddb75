// Stripe's amounts are in the currency's smallest unit: none for these, thousandths for the three-decimal ones.
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** `4999` `usd` → `USD 49.99`: the amount in the currency's smallest unit, with its code. */
export function formatAmount({ amount, currency }: { amount: number; currency: string }): string {
  const code = currency.toLowerCase();
  const decimals = ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
  return `${code.toUpperCase()} ${(amount / 10 ** decimals).toFixed(decimals)}`;
}
