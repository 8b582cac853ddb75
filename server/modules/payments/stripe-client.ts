import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { HttpError } from '../../errors.js';
import { PAYMENT_MESSAGES } from './constants.js';

/** The SDK, pointed at STRIPE_API_BASE when set (tests use a local fake of Stripe's endpoints). */
export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required with PAYMENTS_PROVIDER=stripe');
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port) || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Stripe's errors as the API's: card problems 402, bad requests 400, anything else 502. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.type === 'StripeCardError') throw new HttpError(402, error.message);
    if (error.type === 'StripeInvalidRequestError') throw new HttpError(400, error.message);
    throw new HttpError(502, PAYMENT_MESSAGES.providerUnreachable);
  }
}
