import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingCard } from '../../../portal/billing/billing-card';
import { quietGet } from '../../../providers/api-calls';
import { ApiError } from '../../../providers/api-error';
import { download } from '../../../providers/file-download';
import type { BillingResponse, ChargeRecord } from '../../../providers/types';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), { quietGet: vi.fn() });
// The read is the server's; saving the file is the browser's, as the app does it.
replaceInModule(await import('../../../providers/file-download'), { download: vi.fn() });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const PAID: ChargeRecord = {
  id: 12,
  kind: 'payment',
  amountCents: 11999,
  refundedCents: 0,
  refundOf: null,
  discountCents: 8000,
  currency: 'usd',
  description: 'Yearly Membership',
  discountLabel: 'SPRING (40% off the first 12 months)',
  card: { brand: 'visa', last4: '4242' },
  receiptNumber: 'R-000042',
  receipt: '/api/user/receipts/12',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/inv_1',
  at: '2026-11-29T10:00:00.000Z',
};
const REFUND: ChargeRecord = {
  ...PAID,
  id: 13,
  kind: 'refund',
  amountCents: 4999,
  refundedCents: null,
  refundOf: 11,
  discountCents: 0,
  description: 'Refund of Monthly Membership',
  discountLabel: null,
  card: { brand: 'mastercard', last4: '4444' },
  receiptNumber: 'R-000043',
  receipt: '/api/user/receipts/13',
  hostedInvoiceUrl: null,
  at: '2026-12-02T10:00:00.000Z',
};
const BILLING: BillingResponse = {
  plan: {
    id: 2,
    name: 'Yearly Membership',
    amountCents: 19999,
    currency: 'usd',
    interval: 'year',
    intervalCount: 1,
    trialDays: 0,
    features: [],
    isDefault: false,
  },
  status: 'active',
  comped: false,
  nextChargeAt: '2027-11-29T10:00:00.000Z',
  nextChargeCents: 11999,
  card: { brand: 'visa', last4: '4242' },
  charges: [REFUND, PAID],
};

function renderCard(answer: Promise<BillingResponse>) {
  // No other plan to change to here (the change is tested in change-plan.test.tsx), the local gateway.
  const others: Record<string, unknown> = { plans: [], 'payments/config': { provider: 'local' } };
  vi.mocked(quietGet).mockImplementation((url: string) => (url in others ? Promise.resolve(others[url]) : answer));
  render(<App>{withQueries(<BillingCard />)}</App>);
}

const chargeOf = (receiptNumber: string) =>
  screen.getAllByTestId('charge').find((item) => item.textContent?.includes(receiptNumber))!;

describe('the billing card', () => {
  it('shows the plan, the next charge and each charge: amount, discount and its label, card, receipt number', async () => {
    renderCard(Promise.resolve(BILLING));
    expect((await screen.findByTestId('next-charge')).textContent).toBe('Next charge USD 119.99 on 29 Nov 2027');
    expect(screen.getByText('Yearly Membership', { selector: '.ant-descriptions-item-content' })).toBeTruthy();
    expect(quietGet).toHaveBeenCalledWith('user/billing');

    const paid = chargeOf('R-000042');
    expect(paid.textContent).toContain('29 Nov 2026 · Yearly Membership');
    expect(within(paid).getByText('USD 119.99')).toBeTruthy();
    expect(paid.textContent).toContain('Discount USD 80.00: SPRING (40% off the first 12 months)');
    expect(paid.textContent).toContain('Visa •••• 4242');
    expect(paid.textContent).toContain('Receipt R-000042');
    expect(
      within(paid)
        .getByRole('link', { name: /View invoice/ })
        .getAttribute('href'),
    ).toBe(PAID.hostedInvoiceUrl);

    const refund = chargeOf('R-000043');
    expect(within(refund).getByText('Refund')).toBeTruthy();
    expect(within(refund).getByText('−USD 49.99')).toBeTruthy();
    expect(refund.textContent).toContain('Mastercard •••• 4444');
    expect(refund.textContent).not.toContain('Discount');
    expect(within(refund).queryByRole('link', { name: /View invoice/ })).toBeNull();
    // Newest first, as the server lists them.
    expect(screen.getAllByTestId('charge')[0]).toBe(refund);
  });

  it('says so when there is no charge yet', async () => {
    renderCard(
      Promise.resolve({
        plan: null,
        status: null,
        comped: false,
        nextChargeAt: null,
        nextChargeCents: null,
        card: null,
        charges: [],
      }),
    );
    await screen.findByText('No charges yet');
    expect(screen.queryAllByTestId('charge')).toEqual([]);
    expect(screen.queryByTestId('next-charge')).toBeNull();
  });

  it('says there is no further charge once the membership is cancelled', async () => {
    renderCard(Promise.resolve({ ...BILLING, nextChargeAt: null, nextChargeCents: null }));
    expect((await screen.findByTestId('next-charge')).textContent).toBe('No further charges');
  });

  it("shows the server's message when the history cannot be read, and a skeleton meanwhile", async () => {
    let refuse: (error: Error) => void = () => undefined;
    renderCard(new Promise((_, reject) => (refuse = reject)));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    refuse(new ApiError('Billing is not available right now.', 503));
    expect((await screen.findByRole('alert')).textContent).toContain('Billing is not available right now.');
  });

  it("downloads a receipt's PDF through the API client with the member's key, and saves it", async () => {
    const pdf = new File(['%PDF-1.7'], 'receipt-R-000042.pdf', { type: 'application/pdf' });
    vi.mocked(download).mockResolvedValue(pdf);
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:receipt';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('receipt-R-000042.pdf');
      expect(this.getAttribute('href')).toBe('blob:receipt');
    });
    renderCard(Promise.resolve(BILLING));
    await screen.findByTestId('next-charge');

    fireEvent.click(within(chargeOf('R-000042')).getByRole('button', { name: 'Receipt (PDF) R-000042' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    // The API's address less the client's own `/api` prefix.
    expect(download).toHaveBeenCalledWith({ url: 'user/receipts/12', silent: true }, 'receipt-R-000042.pdf');
    expect(saved).toEqual([pdf]);
    clicked.mockRestore();
  });
});
