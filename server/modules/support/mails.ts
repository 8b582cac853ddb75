import type { MailMessage } from '../../services/mail.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The staff reply to a support request, quoting the request. */
export function supportReplyMail(
  to: string,
  name: string,
  title: string,
  question: string,
  reply: string,
): MailMessage {
  const subject = `Re: ${title}`;
  const text = `Hello ${name},\n\n${reply}\n\n---\nYour request (${title}):\n${question}\n`;
  const html = `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(reply).replace(/\n/g, '<br>')}</p><hr><p>Your request (${escapeHtml(title)}):</p><blockquote>${escapeHtml(question).replace(/\n/g, '<br>')}</blockquote>`;
  return { to, subject, text, html };
}
