import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardUpdateDialog } from '../../../portal/billing/card-update-dialog';
import { ApiError } from '../../../providers/api-error';
import { billingApi } from '../../../providers/billing-api';
import { notify } from '../../../providers/notification-provider';
import { paymentsApi } from '../../../providers/payments-api';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/billing-api'), {
  billingApi: { startCardUpdate: vi.fn(), useCard: vi.fn(), stripePortal: vi.fn() },
});
replaceInModule(await import('../../../providers/payments-api'), {
  paymentsApi: { confirmLocal: vi.fn(), confirmLocalSetup: vi.fn() },
});
replaceInModule(await import('../../../providers/notification-provider'), {
  notify: { success: vi.fn(), error: vi.fn() },
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const onClose = vi.fn();

function saveCard(number: string) {
  render(
    <App>
      {withQueries(<CardUpdateDialog open config={{ provider: 'local', publishableKey: null }} onClose={onClose} />)}
    </App>,
  );
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('the card update dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(billingApi.startCardUpdate).mockResolvedValue({ clientSecret: 'seti_local_1_secret_2' });
    vi.mocked(paymentsApi.confirmLocalSetup).mockResolvedValue({ status: 'succeeded', paymentMethodId: 'pm_new' });
  });

  it('confirms the card through its setup, not a payment, puts it on file and names it', async () => {
    vi.mocked(billingApi.useCard).mockResolvedValue({
      message: 'Card Updated Successfully',
      card: { brand: 'mastercard', last4: '4444' },
      status: 'active',
    });
    saveCard('5555 5555 5555 4444');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(paymentsApi.confirmLocalSetup).toHaveBeenCalledWith({
      clientSecret: 'seti_local_1_secret_2',
      card: { number: '5555555555554444', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(paymentsApi.confirmLocal).not.toHaveBeenCalled();
    expect(billingApi.useCard).toHaveBeenCalledWith('pm_new');
    expect(notify.success).toHaveBeenCalledWith('Card Updated Successfully. Mastercard •••• 4444 is now on file.');
  });

  it("keeps the dialog open with the server's message when the card is refused, and lets the member try again", async () => {
    vi.mocked(billingApi.useCard).mockRejectedValue(
      new ApiError('Your new card is saved, but the payment with it was declined. Please try another card.', 402),
    );
    saveCard('4000 0000 0000 0341');
    expect((await screen.findByRole('alert')).textContent).toContain('the payment with it was declined');
    expect(onClose).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });
});
