import type { MailMessage } from '../../services/mail.js';

/** A dunning mail: its lines, then the link to the profile's billing card where the card is updated. */
function updateCardMail(to: string, subject: string, lines: string[], updateCardUrl: string): MailMessage {
  return {
    to,
    subject,
    text: [...lines, `Update your card: ${updateCardUrl}`].join('\n\n'),
    html: [...lines.map((line) => `<p>${line}</p>`), `<p><a href="${updateCardUrl}">Update my card</a></p>`].join('\n'),
  };
}

/** Sent when a renewal fails (Stripe's invoice.payment_failed, the local hourly job): access continues while the card is retried. */
export function paymentFailedMail(to: string, updateCardUrl: string): MailMessage {
  return updateCardMail(
    to,
    'Your Poker membership payment failed',
    [
      'Hello,',
      'We could not charge your card for your Poker membership. Your access continues while we retry the payment over the next days.',
      'To keep your membership, please make sure your card can be charged, or update it from your profile.',
    ],
    updateCardUrl,
  );
}

/**
 * The last chance: sent before the last retry (`lastAttemptOn`, the local gateway), or when the provider
 * has made its last attempt and the membership still runs (null, Stripe).
 */
export function lastChanceMail(to: string, lastAttemptOn: string | null, updateCardUrl: string): MailMessage {
  return updateCardMail(
    to,
    lastAttemptOn
      ? 'Your Poker membership: last payment attempt tomorrow'
      : 'Your Poker membership: our last payment attempt failed',
    [
      'Hello,',
      lastAttemptOn
        ? `We still could not charge your card for your Poker membership. We will try it a last time tomorrow, ${lastAttemptOn}; if that fails too, your membership ends.`
        : 'We still could not charge your card for your Poker membership, and will not try it again: your membership ends unless you update your card.',
      'Update your card from your profile now: it is charged at once and your membership goes on.',
    ],
    updateCardUrl,
  );
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
