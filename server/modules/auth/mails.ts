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

export const verificationMail = (to: string, name: string, href: string) =>
  mail(
    to,
    'Verify your Poker account',
    [`Hello ${name},`, 'Welcome to Poker. Please confirm your email address to activate your account.'],
    {
      href,
      label: 'Verify my account',
    },
  );

export const resetMail = (to: string, name: string, href: string, code: string) =>
  mail(
    to,
    'Reset your Poker password',
    [
      `Hello ${name},`,
      `Your verification code is ${code}. It is valid for 15 minutes.`,
      'You can also reset your password with the link below (valid for one hour). If you did not ask for this, ignore this mail.',
    ],
    { href, label: 'Reset my password' },
  );
