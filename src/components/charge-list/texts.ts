/** A billing history's texts, as the member's profile and the staff User Details show them. */
export const BILLING_TEXTS = {
  title: 'Billing',
  plan: 'Plan',
  nextCharge: 'Next charge',
  nextChargeLine: (amount: string, date: string) => `Next charge ${amount} on ${date}`,
  noNextCharge: 'No further charges',
  historyTitle: 'Charges and refunds',
  noCharges: 'No charges yet',
  refund: 'Refund',
  discount: 'Discount',
  receiptNumber: 'Receipt',
  receipt: 'Receipt (PDF)',
  viewInvoice: 'View invoice',
} as const;

/** How billing writes days (`29 Dec 2026`): in UTC, as the server's receipts and mails write them. */
export const BILLING_DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
