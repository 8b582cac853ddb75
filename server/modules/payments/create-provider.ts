import type { AppDeps } from '../../deps.js';
import { LocalPayments } from './local-provider.js';
import type { PaymentsProvider } from './provider.js';
import { StripePayments } from './stripe-provider.js';

/** PAYMENTS_PROVIDER picks the gateway; config.ts has already refused an implicit one in production. */
export function createPaymentsProvider(deps: Pick<AppDeps, 'config' | 'db' | 'now'>): PaymentsProvider {
  return deps.config.paymentsProvider === 'stripe' ? new StripePayments(deps) : new LocalPayments(deps);
}
