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

/** Sent three days before a trial's end (Stripe's `trial_will_end`, or the local gateway's hourly job). */
export function trialEndingMail(
  to: string,
  trial: { plan: string; amount: string; endsOn: string },
  profileUrl: string,
): MailMessage {
  const lines = [
    'Hello,',
    `Your free trial of the ${trial.plan} ends on ${trial.endsOn}. Your card will then be charged ${trial.amount}, and your membership goes on.`,
    'Nothing to do if you want to keep it. To stop before the first charge, cancel your membership from your profile.',
  ];
  return {
    to,
    subject: 'Your Poker membership trial ends in 3 days',
    text: [...lines, `Your profile: ${profileUrl}`].join('\n\n'),
    html: [...lines.map((line) => `<p>${line}</p>`), `<p><a href="${profileUrl}">Open my profile</a></p>`].join('\n'),
  };
}
