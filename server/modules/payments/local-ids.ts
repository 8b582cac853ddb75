import { randomBytes } from 'node:crypto';

/** An id of the local gateway's objects, shaped as Stripe's (`pi_local_…`, `pm_local_…`). */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** A client secret of one of its intents, as Stripe makes them: the intent's id, then a secret part. */
export const localSecret = (intentId: string) => `${intentId}_secret_${randomBytes(16).toString('hex')}`;
