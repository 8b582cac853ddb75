import type { MailMessage } from '../../services/mail.js';

/** Sent on invoice.payment_failed: access continues while Stripe retries the card. */
export function paymentFailedMail(to: string, profileUrl: string): MailMessage {
  const lines = [
    'Hello,',
    'We could not charge your card for your Poker membership. Your access continues while we retry the payment over the next days.',
    'To keep your membership, please make sure your card can be charged, or update it from your profile.',
  ];
  return {
    to,
    subject: 'Your Poker membership payment failed',
    text: [...lines, `Your profile: ${profileUrl}`].join('\n\n'),
    html: [...lines.map((line) => `<p>${line}</p>`), `<p><a href="${profileUrl}">Open my profile</a></p>`].join('\n'),
  };
}
