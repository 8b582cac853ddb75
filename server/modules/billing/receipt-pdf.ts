import PDFDocument from 'pdfkit';
import { cardLabel, formatAmount, formatReceiptDate } from './receipt-wording.js';
import { toWinAnsi } from './win-ansi.js';

export interface ReceiptDetails {
  /** Sequential, made by the caller: "R-000042". */
  receiptNumber: string;
  issuedAt: Date;
  /** A refund receipt says "Refund receipt" and its total is the amount refunded. */
  kind: 'payment' | 'refund';
  /** From the settings; the address may hold several lines. */
  business: { name: string; address: string };
  member: { name: string; email: string };
  lines: { description: string; amountCents: number }[];
  /** Printed as a negative line: { label: 'BLACKFRIDAY (40% off)', amountCents: 14400 }. */
  discount: { label: string; amountCents: number } | null;
  /** What was charged, or refunded. */
  totalCents: number;
  /** ISO 4217, lower case as Stripe gives it: 'usd'. */
  currency: string;
  card: { brand: string | null; last4: string | null } | null;
  /** Stripe's hosted invoice page. */
  hostedInvoiceUrl: string | null;
}

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#cccccc';
const AMOUNT_COLUMN = 110;

const receiptTitle = (kind: ReceiptDetails['kind']) => (kind === 'refund' ? 'Refund receipt' : 'Receipt');

/**
 * One A4 page from pdfkit's built-in Helvetica (no font file to ship or embed). The same details give
 * the same bytes: the creation date is the receipt's and the file ID is derived from the document info.
 * Content streams stay compressed (pdfkit's default): tests read the text with a real PDF reader.
 */
export async function receiptPdf(details: ReceiptDetails): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${receiptTitle(details.kind)} ${details.receiptNumber}`,
      Author: details.business.name,
      CreationDate: details.issuedAt,
    },
    displayTitle: true,
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const shown = printable(details);
  drawHeader(doc, shown);
  drawBilledTo(doc, shown.member);
  drawLines(doc, shown);
  drawPayment(doc, shown);
  drawFooter(doc, shown);
  doc.end();
  return done;
}

/** The details with every text a member or the settings typed in the font's characters. */
function printable(details: ReceiptDetails): ReceiptDetails {
  const address = details.business.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return {
    ...details,
    business: { name: toWinAnsi(details.business.name), address: toWinAnsi(address) },
    member: { name: toWinAnsi(details.member.name), email: toWinAnsi(details.member.email) },
    lines: details.lines.map((line) => ({ ...line, description: toWinAnsi(line.description) })),
    discount: details.discount && { ...details.discount, label: toWinAnsi(details.discount.label) },
  };
}

function drawHeader(doc: PDFKit.PDFDocument, details: ReceiptDetails) {
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('black')
    .text(details.business.name, MARGIN, MARGIN, { width: half });
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(details.business.address, { width: half });
  const leftBottom = doc.y;
  const right = { width: half, align: 'right' } as const;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('black')
    .text(receiptTitle(details.kind), MARGIN + half, MARGIN, right);
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc.text(`Receipt number ${details.receiptNumber}`, right);
  doc.text(`Date ${formatReceiptDate(details.issuedAt)}`, right);
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 30;
}

function drawBilledTo(doc: PDFKit.PDFDocument, member: ReceiptDetails['member']) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text('Billed to');
  doc.font('Helvetica').text(member.name).fillColor(GREY).text(member.email);
  doc.moveDown(2);
}

function drawLines(doc: PDFKit.PDFDocument, details: ReceiptDetails) {
  const money = (cents: number) => formatAmount(cents, details.currency);
  const cell = (text: string, bold = false) => ({ text, font: { src: bold ? 'Helvetica-Bold' : 'Helvetica' } });
  const rows = [
    [cell('Description', true), cell('Amount', true)],
    ...details.lines.map((line) => [cell(line.description), cell(money(line.amountCents))]),
    ...(details.discount ? [[cell(details.discount.label), cell(money(-details.discount.amountCents))]] : []),
    [cell(details.kind === 'refund' ? 'Total refunded' : 'Total', true), cell(money(details.totalCents), true)],
  ];
  const last = rows.length - 1;
  doc.fillColor('black').fontSize(10);
  doc.table({
    columnStyles: ['*', { width: AMOUNT_COLUMN, align: { x: 'right' } }],
    // Rules under the heading and above the total only: a receipt, not a spreadsheet.
    rowStyles: (row) => ({
      padding: { top: 6, bottom: 6, left: 0, right: 0 },
      border: { top: row === last ? 1 : 0, bottom: row === 0 ? 1 : 0, left: 0, right: 0 },
      borderColor: RULE,
    }),
    data: rows,
  });
  doc.moveDown(1.5);
}

function drawPayment(doc: PDFKit.PDFDocument, details: ReceiptDetails) {
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(10).fillColor('black');
  const card = cardLabel(details.card);
  if (card) doc.text(`${details.kind === 'refund' ? 'Refunded to' : 'Paid with'} ${card}`).moveDown(0.5);
  const url = details.hostedInvoiceUrl;
  if (url) {
    doc.text('The invoice online:');
    doc.fontSize(8).fillColor('#1a0dab').text(url, { link: url, underline: true });
  }
}

function drawFooter(doc: PDFKit.PDFDocument, details: ReceiptDetails) {
  const width = doc.page.width - 2 * MARGIN;
  const y = doc.page.height - MARGIN - 12;
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  // At the foot of the page, inside the margin: pdfkit would otherwise start a second page.
  doc.text(`Thank you for training with ${details.business.name}. Keep this receipt for your records.`, MARGIN, y, {
    width,
    align: 'center',
    lineBreak: false,
  });
}
