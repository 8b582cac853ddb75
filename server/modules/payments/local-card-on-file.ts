import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { localPaymentIntents } from './schema.js';

/** The card a local membership is charged to: the one its last successful payment used. */
export async function localCardOf(db: Executor, subscriptionId: number) {
  const [card] = await db
    .select({ cardBrand: localPaymentIntents.cardBrand, cardLast4: localPaymentIntents.cardLast4 })
    .from(localPaymentIntents)
    .where(and(eq(localPaymentIntents.subscriptionId, subscriptionId), eq(localPaymentIntents.status, 'succeeded')))
    .orderBy(desc(localPaymentIntents.createdAt))
    .limit(1);
  return card ?? { cardBrand: null, cardLast4: null };
}
