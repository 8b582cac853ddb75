import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentForm } from '../../../portal/payments/payment-form';
import { ApiError } from '../../../providers/api-error';
import { paymentsApi } from '../../../providers/payments-api';
import { MONTHLY_PLAN } from '../helpers/plans';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/payments-api'), {
  paymentsApi: { createSubscription: vi.fn(), confirmLocal: vi.fn(), attach: vi.fn() },
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const USER = { name: 'Ada Member', email: 'ada@example.com', dob: '1990-05-17', phone: '+1 555 0100' };
const PLAN = MONTHLY_PLAN;
const NO_CODE = { code: null, checking: false, apply: vi.fn(), remove: vi.fn() };

function renderForm() {
  render(
    <App>
      {withQueries(
        <PaymentForm
          user={USER}
          config={{ provider: 'local', publishableKey: null }}
          plan={PLAN}
          offerCode={NO_CODE}
        />,
      )}
    </App>,
  );
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000000000000002' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('the payment form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(paymentsApi.createSubscription).mockResolvedValue({
      clientSecret: 'pi_1_secret_2',
      provider: 'local',
      publishableKey: null,
      amountCents: 4999,
      discountCents: 0,
      currency: 'usd',
      trialDays: 0,
    });
  });

  it("shows the member's details read-only", () => {
    renderForm();
    expect(screen.getByLabelText('Email Address')).toHaveProperty('readOnly', true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Member');
  });

  it('shows the decline message to the member and attaches nothing', async () => {
    vi.mocked(paymentsApi.confirmLocal).mockRejectedValue(new ApiError('Your card was declined.', 402));
    renderForm();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your card was declined.'));
    expect(paymentsApi.confirmLocal).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_2',
      card: { number: '4000000000000002', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(paymentsApi.attach).not.toHaveBeenCalled();
  });

  it('shows a failure to start the subscription too', async () => {
    vi.mocked(paymentsApi.createSubscription).mockRejectedValue(
      new ApiError('You already have an active subscription', 409),
    );
    renderForm();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('You already have an active subscription'),
    );
  });
});
