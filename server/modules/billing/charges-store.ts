import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { charges } from './schema.js';

export type ChargeRow = typeof charges.$inferSelect;
export type NewCharge = Omit<typeof charges.$inferInsert, 'id' | 'receiptNumber'>;

/** `R-000042`: the receipt number as printed. */
export const receiptNumberOf = (charge: Pick<ChargeRow, 'receiptNumber'>) =>
  `R-${String(charge.receiptNumber).padStart(6, '0')}`;

/** Records a charge or refund once per provider reference; undefined when it was already recorded. */
export async function recordCharge(db: Executor, values: NewCharge): Promise<ChargeRow | undefined> {
  const [row] = await db
    .insert(charges)
    .values(values)
    .onConflictDoNothing({ target: [charges.provider, charges.providerReference] })
    .returning();
  return row;
}

export const chargesOf = (db: Executor, userId: number) =>
  db.select().from(charges).where(eq(charges.userId, userId)).orderBy(desc(charges.createdAt), desc(charges.id));

export async function findCharge(db: Executor, userId: number, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.id, id), eq(charges.userId, userId)));
  return row;
}
