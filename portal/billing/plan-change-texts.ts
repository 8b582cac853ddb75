import { formatAmount } from '../../common/money';
import type { PlanChangeQuote } from '../../providers/types';
import { nextChargeLine } from '../../src/components/charge-list';

export const PLAN_CHANGE_TEXTS = {
  button: 'Change plan',
  title: 'Change plan',
  plans: 'New plan',
  confirm: 'Change plan',
  cancel: 'Cancel',
} as const;

/**
 * What the change costs, as the server quoted it: `You pay USD 162.50 now: USD 37.49 of unused time on
 * your current plan is credited.`, what the offer still takes off, and the next charge after it.
 */
export function planChangeLines(quote: PlanChangeQuote): string[] {
  const money = (amount: number) => formatAmount({ amount, currency: quote.currency });
  const lines: string[] = [];
  if (quote.amountDue > 0)
    lines.push(
      quote.credit > 0
        ? `You pay ${money(quote.amountDue)} now: ${money(quote.credit)} of unused time on your current plan is credited.`
        : `You pay ${money(quote.amountDue)} now.`,
    );
  else lines.push('Nothing to pay now.');
  if (quote.creditLeft > 0) lines.push(`${money(quote.creditLeft)} of unused time is kept for your next charges.`);
  if (quote.discount > 0) lines.push(`Your offer goes on: ${money(quote.discount)} off.`);
  lines.push(`${nextChargeLine(quote, quote.currency)}.`);
  return lines;
}
