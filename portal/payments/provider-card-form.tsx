import { lazy, Suspense } from 'react';
import type { PaymentsConfigResponse } from '../../providers/types';
import { PageLoader } from '../../src/components/page-loader';
import { type CardFormProps, LocalCardForm } from './local-card-form';

// Stripe.js comes from Stripe's servers: load it only when the provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

/** The card field of the provider in use: Stripe Elements, or the local test gateway's form. */
export function ProviderCardForm({ config, ...form }: CardFormProps & { config: PaymentsConfigResponse }) {
  return config.provider === 'stripe' && config.publishableKey ? (
    <Suspense fallback={<PageLoader />}>
      <StripeCardForm publishableKey={config.publishableKey} {...form} />
    </Suspense>
  ) : (
    <LocalCardForm {...form} />
  );
}
