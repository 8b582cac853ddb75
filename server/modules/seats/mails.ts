import type { MailMessage } from '../../services/mail.js';

/*
 * The invite names neither the buyer nor the team: both are what a member typed, and this mail goes to
 * an address nobody here has proved to own; a name such as "visit evil.example" would arrive under our name.
 */
export function seatInviteMail(to: string, link: string, validDays: number): MailMessage {
  const lines = [
    'Hello,',
    'A Poker member has invited you to a seat in their team: their membership gives you full access to every course.',
    `Open the link below to sign in (or sign up) and take your seat. It works once, for ${validDays} days.`,
  ];
  return {
    to,
    subject: 'You are invited to a Poker team',
    text: [...lines, `Join the team: ${link}`].join('\n\n'),
    html: [...lines.map((line) => `<p>${line}</p>`), `<p><a href="${link}">Join the team</a></p>`].join('\n'),
  };
}
