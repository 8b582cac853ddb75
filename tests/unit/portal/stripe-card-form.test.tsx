import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm } from '../../../portal/payments/stripe-card-form';
import type { ConfirmCard } from '../../../portal/payments/use-membership-payment';

/** Stripe.js as the form sees it: a card element and the two confirmations, recorded. */
const stripe = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(async () => ({ paymentIntent: { payment_method: 'pm_paid' } })),
  confirmCardSetup: vi.fn(async () => ({ setupIntent: { payment_method: { id: 'pm_saved' } } })),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => stripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => null,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({ card: true }) }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** Clicks Pay and runs the confirmation the form hands over with `clientSecret`: the payment method it gives. */
async function payWith(clientSecret: string): Promise<string> {
  let confirm: ConfirmCard | undefined;
  render(<StripeCardForm publishableKey="pk_test" paying={false} onPay={(given) => (confirm = given)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(confirm).toBeDefined());
  return confirm!(clientSecret);
}

describe('the Stripe card form', () => {
  it('pays a first invoice through its PaymentIntent', async () => {
    expect(await payWith('pi_123_secret_abc')).toBe('pm_paid');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc', {
      payment_method: { card: { card: true } },
    });
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("saves a trial's card through its SetupIntent, charging nothing", async () => {
    expect(await payWith('seti_123_secret_abc')).toBe('pm_saved');
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_123_secret_abc', {
      payment_method: { card: { card: true } },
    });
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });
});
