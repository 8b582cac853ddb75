import type { MailMessage } from '../../services/mail.js';
import type { ReceiptDetails } from './receipt-pdf.js';
import { cardLabel, formatAmount } from './receipt-wording.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sent with each charge and refund: what was paid or refunded, with its PDF receipt attached. */
export function receiptMail(to: string, details: ReceiptDetails, pdf: Buffer, billingUrl: string): MailMessage {
  const refund = details.kind === 'refund';
  const money = (cents: number) => formatAmount(cents, details.currency);
  const total = money(details.totalCents);
  const card = cardLabel(details.card);
  const paragraphs = [
    `Hello ${details.member.name},`,
    refund
      ? `We have refunded ${total} for your Poker membership${card ? ` to your ${card}` : ''}. It can take a few days to show on your statement.`
      : `Thank you for your payment of ${total} for your Poker membership${card ? `, paid with your ${card}` : ''}.`,
    ...details.lines.map((line) => `${line.description}: ${money(line.amountCents)}`),
    ...(details.discount ? [`Discount ${details.discount.label}: ${money(-details.discount.amountCents)}`] : []),
    `Your ${refund ? 'refund receipt' : 'receipt'} ${details.receiptNumber} is attached as a PDF. Every receipt is also in your billing history.`,
  ];
  const filename = `receipt-${details.receiptNumber}.pdf`;
  return {
    to,
    subject: `Your Poker membership ${refund ? 'refund' : 'receipt'} ${details.receiptNumber}`,
    text: [...paragraphs, `Your billing history: ${billingUrl}`].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
      `<p><a href="${escape(billingUrl)}">Open my billing history</a></p>`,
    ].join('\n'),
    attachments: [{ filename, content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' }],
  };
}
