/** `29 Nov 2026`, in UTC: the same day on every server. */
export const billingDay = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** What a charge paid for, as the billing history and the receipt show it: `Monthly Membership, 29 Nov 2026 – 29 Dec 2026`. */
export const chargeDescription = (planName: string, from: Date, to: Date) =>
  `${planName}, ${billingDay(from)} – ${billingDay(to)}`;
