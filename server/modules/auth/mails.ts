import type { MailMessage } from '../../services/mail.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, paragraphs: string[], link?: { href: string; label: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(link ? [`<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}

/*
 * Account mails greet no one by name: the name is whatever the person who signed up typed, and these
 * mails go to an address nobody has proved to own yet (a verification) or that an unverified sign-up
 * claimed; a name such as "visit evil.example" would arrive in our mail, under our name.
 */
const GREETING = 'Hello,';

export const verificationMail = (to: string, href: string) =>
  mail(
    to,
    'Verify your Poker account',
    [GREETING, 'Welcome to Poker. Please confirm your email address to activate your account.'],
    { href, label: 'Verify my account' },
  );

export const resetMail = (to: string, href: string, code: string) =>
  mail(
    to,
    'Reset your Poker password',
    [
      GREETING,
      `Your verification code is ${code}. It is valid for 15 minutes.`,
      'You can also reset your password with the link below (valid for one hour). If you did not ask for this, ignore this mail.',
    ],
    { href, label: 'Reset my password' },
  );

export const resetCodesLockedMail = (to: string, minutes: number) =>
  mail(to, 'Password reset by code paused', [
    GREETING,
    `Someone entered too many wrong password reset codes for your Poker account, so codes are refused for the next ${minutes} minutes.`,
    'Your password has not changed and you can still log in with it. A reset link we mailed you still works. If this was not you, you need to do nothing.',
  ]);
