import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { PAYMENT_MESSAGES } from './constants.js';
import { cardDecline, cardDetailsOf, type CardInput, declinesLaterCharges } from './local-cards.js';
import { localId, localSecret } from './local-ids.js';
import type { CardOnFile, SubscriptionRow } from './provider.js';
import { localPaymentMethods, subscriptions } from './schema.js';

/**
 * A card update on the local gateway, as Stripe's SetupIntent: a payment method waiting for its card,
 * and the secret the browser confirms it with. The secret starts `seti_` as Stripe's do.
 */
export async function startLocalCardSetup(db: Db, subscription: SubscriptionRow): Promise<string> {
  const id = localId('pm');
  const setupSecret = localSecret(localId('seti'));
  await db.insert(localPaymentMethods).values({ id, subscriptionId: subscription.id, setupSecret });
  return setupSecret;
}

/**
 * Stripe.js's confirmCardSetup without the network: the card is checked as a payment's would be, nothing
 * is charged, and the payment method holds the card. Returns the payment method's id.
 */
export async function confirmLocalCardSetup(
  db: Db,
  userId: number,
  setupSecret: string,
  card: CardInput,
  now: Date,
): Promise<string> {
  const [found] = await db
    .select({ method: localPaymentMethods, userId: subscriptions.userId })
    .from(localPaymentMethods)
    .innerJoin(subscriptions, eq(subscriptions.id, localPaymentMethods.subscriptionId))
    .where(eq(localPaymentMethods.setupSecret, setupSecret));
  if (!found || found.userId !== userId) throw notFound(PAYMENT_MESSAGES.unknownCardSetup);
  const decline = cardDecline(card, now);
  if (decline) throw new HttpError(402, decline);
  const [confirmed] = await db
    .update(localPaymentMethods)
    .set({ ...cardDetailsOf(card), declinesCharges: declinesLaterCharges(card) })
    .where(and(eq(localPaymentMethods.id, found.method.id), isNull(localPaymentMethods.cardLast4)))
    .returning();
  if (!confirmed) throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
  return confirmed.id;
}

/** A payment method of this subscription that holds a card: the one the member may put on file. */
export async function localCardOf(db: Db, subscription: SubscriptionRow, paymentMethodId: string): Promise<CardOnFile> {
  const [method] = await db
    .select()
    .from(localPaymentMethods)
    .where(
      and(
        eq(localPaymentMethods.id, paymentMethodId),
        eq(localPaymentMethods.subscriptionId, subscription.id),
        isNotNull(localPaymentMethods.cardLast4),
      ),
    );
  if (!method) throw badRequest(PAYMENT_MESSAGES.unknownPaymentMethod);
  return { paymentMethodId: method.id, cardBrand: method.cardBrand, cardLast4: method.cardLast4 };
}

/** Whether the card on file declines every charge after its first (the test card 4000 0000 0000 0341). */
export async function declinesCharges(
  db: Executor,
  subscription: Pick<SubscriptionRow, 'paymentMethodId'>,
): Promise<boolean> {
  if (!subscription.paymentMethodId) return false;
  const [card] = await db
    .select({ declines: localPaymentMethods.declinesCharges })
    .from(localPaymentMethods)
    .where(eq(localPaymentMethods.id, subscription.paymentMethodId));
  return card?.declines ?? false;
}
