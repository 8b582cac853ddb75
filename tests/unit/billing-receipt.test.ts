// @vitest-environment node
// Server code, in the server's environment: under jsdom, `instanceof Uint8Array` fails for Node's
// Buffers (another realm's Uint8Array), so pdfkit writes its compressed streams as text, corrupt.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { receiptMail } from '../../server/modules/billing/mails.js';
import { type ReceiptDetails, receiptPdf } from '../../server/modules/billing/receipt-pdf.js';
import { createMailer, type MailMessage } from '../../server/services/mail.js';
import { pdfText } from '../api/helpers/pdf-text.js';

const HOSTED = 'https://invoice.stripe.com/i/acct_1NxYzAbCdEfGhIjK/test_YWNjdF8xTnhZekFiQ2RFZkdo0200abcdEFGH?s=ap';
const BILLING = 'https://poker.example/billing';

const receipt = (changes: Partial<ReceiptDetails> = {}): ReceiptDetails => ({
  receiptNumber: 'R-000042',
  issuedAt: new Date('2026-11-29T15:04:05Z'),
  kind: 'payment',
  business: { name: 'Poker Training Ltd', address: '1 Card Street\nSuite 7\nLondon EC1A 1AA' },
  member: { name: 'Ann Smith', email: 'ann@example.com' },
  lines: [{ description: 'Annual Membership, 29 Nov 2026 – 29 Nov 2027', amountCents: 35900 }],
  discount: { label: 'BLACKFRIDAY (40% off)', amountCents: 14400 },
  totalCents: 21500,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
  hostedInvoiceUrl: HOSTED,
  ...changes,
});

describe('receipt PDF', () => {
  it('shows the business, the receipt, the member, each line, the discount, the total and the card', async () => {
    const text = await pdfText(await receiptPdf(receipt()));
    for (const shown of [
      'Poker Training Ltd',
      '1 Card Street',
      'Suite 7',
      'London EC1A 1AA',
      'Receipt',
      'R-000042',
      '29 Nov 2026',
      'Billed to',
      'Ann Smith',
      'ann@example.com',
      'Annual Membership, 29 Nov 2026 – 29 Nov 2027 $359.00',
      'BLACKFRIDAY (40% off) -$144.00',
      'Total $215.00',
      'Paid with Visa ending 4242',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('Refund');
  });

  it('prints the hosted invoice link when there is one', async () => {
    // A long link wraps onto a second line of the page.
    const joined = (details: ReceiptDetails) =>
      receiptPdf(details)
        .then(pdfText)
        .then((t) => t.replace(/\n/g, ''));
    expect(await joined(receipt())).toContain(HOSTED);
    expect(await joined(receipt({ hostedInvoiceUrl: null }))).not.toContain('invoice.stripe.com');
  });

  it('says "Refund receipt" and shows the amount refunded and the card it went to', async () => {
    const text = await pdfText(await receiptPdf(receipt({ kind: 'refund', discount: null })));
    expect(text).toContain('Refund receipt');
    expect(text).toContain('Total refunded $215.00');
    expect(text).toContain('Refunded to Visa ending 4242');
  });

  it('gives the same bytes for the same details', async () => {
    const [first, second] = await Promise.all([receiptPdf(receipt()), receiptPdf(receipt())]);
    expect(first.equals(second)).toBe(true);
  });

  it('shows a name outside the built-in font without its accents rather than as noise', async () => {
    const text = await pdfText(await receiptPdf(receipt({ member: { name: 'Łukasz Żak', email: 'l@example.com' } })));
    expect(text).toContain('Lukasz Zak');
  });
});

describe('receipt mail', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await receiptPdf(receipt());
  });

  it('names the receipt and carries its PDF', () => {
    const mail = receiptMail('ann@example.com', receipt(), pdf, BILLING);
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('Your Poker membership receipt R-000042');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'receipt-R-000042.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(attachment.content, 'base64').equals(pdf)).toBe(true);
  });

  it('says the amount, the discount, the card and where the billing history is', () => {
    const { text, html } = receiptMail('ann@example.com', receipt(), pdf, BILLING);
    for (const body of [text, html]) {
      expect(body).toContain('$215.00');
      expect(body).toContain('BLACKFRIDAY (40% off): -$144.00');
      expect(body).toContain('Visa ending 4242');
    }
    expect(text).toContain(`Your billing history: ${BILLING}`);
    expect(html).toContain(`<a href="${BILLING}">`);
  });

  it('names a refund as one', () => {
    const mail = receiptMail('ann@example.com', receipt({ kind: 'refund', discount: null }), pdf, BILLING);
    expect(mail.subject).toBe('Your Poker membership refund R-000042');
    expect(mail.text).toContain('We have refunded $215.00 for your Poker membership to your Visa ending 4242.');
    expect(mail.text).not.toContain('Discount');
  });

  it('escapes the member name in the html', () => {
    const { html, text } = receiptMail(
      'ann@example.com',
      receipt({ member: { name: '<b>Ann</b>', email: 'a@x' } }),
      pdf,
      BILLING,
    );
    expect(html).toContain('Hello &#60;b&#62;Ann&#60;/b&#62;,');
    expect(html).not.toContain('<b>');
    expect(text).toContain('Hello <b>Ann</b>,');
  });
});

describe('receipt mail in the outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-receipt-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const written = async (message: MailMessage) => {
    const outbox = path.join(dataDir, 'outbox');
    await fs.rm(outbox, { recursive: true, force: true });
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), () => {});
    await mailer.send(message);
    mailer.close();
    const [name] = await fs.readdir(outbox);
    return fs.readFile(path.join(outbox, name));
  };

  it('writes the PDF as an attachment a mail client opens', async () => {
    const pdf = await receiptPdf(receipt());
    const eml = await written(receiptMail('ann@example.com', receipt(), pdf, BILLING));
    expect(eml.toString()).toMatch(/Content-Type: application\/pdf; name=receipt-R-000042\.pdf/);
    const { attachments } = await simpleParser(eml);
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([['receipt-R-000042.pdf', 'application/pdf']]);
    expect(attachments[0].content.equals(pdf)).toBe(true);
  });

  it('keeps the attachment through the job queue, which stores a refused mail as JSON', async () => {
    const pdf = await receiptPdf(receipt());
    const queued = JSON.parse(JSON.stringify(receiptMail('ann@example.com', receipt(), pdf, BILLING))) as MailMessage;
    const { attachments } = await simpleParser(await written(queued));
    expect(attachments[0].content.equals(pdf)).toBe(true);
  });
});
