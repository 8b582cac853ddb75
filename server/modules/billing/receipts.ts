import { eq } from 'drizzle-orm';
import { PATHS } from '../../../common/paths.js';
import type { AppDeps } from '../../deps.js';
import { users } from '../users/schema.js';
import { type ChargeRow, receiptNumberOf } from './charges-store.js';
import { receiptMail } from './mails.js';
import { type ReceiptDetails, receiptPdf } from './receipt-pdf.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** A charge or refund as its receipt prints it: the seller from the settings, the member's billing details. */
export function receiptDetails(
  config: AppDeps['config'],
  charge: ChargeRow,
  member: { name: string; email: string },
): ReceiptDetails {
  const gross = charge.amountCents + charge.discountCents;
  return {
    receiptNumber: receiptNumberOf(charge),
    issuedAt: charge.createdAt,
    kind: charge.kind,
    business: { name: config.BUSINESS_NAME, address: config.BUSINESS_ADDRESS },
    member,
    lines: [{ description: charge.description, amountCents: charge.kind === 'refund' ? charge.amountCents : gross }],
    discount:
      charge.discountCents > 0
        ? { label: charge.discountLabel ?? 'Discount', amountCents: charge.discountCents }
        : null,
    totalCents: charge.amountCents,
    currency: charge.currency,
    card: charge.cardLast4 || charge.cardBrand ? { brand: charge.cardBrand, last4: charge.cardLast4 } : null,
    hostedInvoiceUrl: charge.hostedInvoiceUrl,
  };
}

export async function receiptOf(deps: Pick<Deps, 'db' | 'config'>, charge: ChargeRow): Promise<Buffer> {
  const [member] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, charge.userId));
  return receiptPdf(receiptDetails(deps.config, charge, member ?? { name: '', email: '' }));
}

/**
 * Mails the member the receipt of a charge or refund just recorded. The money has moved and is recorded:
 * a mail that fails is logged, never the request's failure.
 */
export async function mailReceipt(deps: Deps, charge: ChargeRow, log: (line: string) => void): Promise<void> {
  try {
    const [member] = await deps.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, charge.userId));
    if (!member) return;
    const details = receiptDetails(deps.config, charge, member);
    const pdf = await receiptPdf(details);
    await deps.mailer.send(receiptMail(member.email, details, pdf, `${deps.config.publicUrl}${PATHS.profile}`));
  } catch (error) {
    log(`receipt ${receiptNumberOf(charge)} not mailed: ${String(error)}`);
  }
}
