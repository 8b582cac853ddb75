import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingCard } from '../../../portal/billing/billing-card';
import { planChangeLines } from '../../../portal/billing/plan-change-texts';
import { quietGet, quietly } from '../../../providers/api-calls';
import { ApiError } from '../../../providers/api-error';
import type { BillingResponse, PlanChangeQuote, PlanOffering } from '../../../providers/types';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), { quietGet: vi.fn(), quietly: { post: vi.fn() } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const plan = (id: number, name: string, amount: number, interval: 'month' | 'year'): PlanOffering => ({
  id,
  name,
  amountCents: amount,
  currency: 'usd',
  interval,
  intervalCount: 1,
  trialDays: 0,
  features: [],
  isDefault: id === 1,
});
const MONTHLY = plan(1, 'Monthly Membership', 4999, 'month');
const YEARLY = plan(2, 'Yearly Membership', 19999, 'year');
const BILLING: BillingResponse = {
  plan: YEARLY,
  status: 'active',
  comped: false,
  nextChargeAt: '2027-11-29T10:00:00.000Z',
  nextChargeCents: 19999,
  card: { brand: 'visa', last4: '4242' },
  charges: [],
};
const TO_MONTHLY: PlanChangeQuote = {
  plan: MONTHLY,
  amountDue: 0,
  discount: 0,
  credit: 4999,
  creditLeft: 15000,
  currency: 'usd',
  nextChargeAt: '2026-12-29T10:00:00.000Z',
  nextChargeCents: 0,
};

function renderCard(billing: BillingResponse, plans: PlanOffering[]) {
  const answers: Record<string, unknown> = {
    'user/billing': billing,
    plans: plans,
    'payments/config': { provider: 'local', publishableKey: null },
  };
  vi.mocked(quietGet).mockImplementation(async (url: string) => answers[url] ?? TO_MONTHLY);
  render(<App>{withQueries(<BillingCard />)}</App>);
}

describe('changing plan from the billing card', () => {
  it('quotes the other plan, and changes to it on confirming: the billing is read again', async () => {
    renderCard(BILLING, [MONTHLY, YEARLY]);
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    // The one other plan is chosen already, and its quote asked for.
    const monthly = await screen.findByRole('radio', { name: 'Monthly Membership: USD 49.99 / monthly' });
    expect((monthly as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Yearly Membership/ })).toBeNull();
    expect((await screen.findByTestId('plan-change-quote')).textContent).toBe(
      'Nothing to pay now. USD 150.00 of unused time is kept for your next charges. Next charge USD 0.00 on 29 Dec 2026.',
    );
    expect(quietGet).toHaveBeenCalledWith('user/subscription/change', { planId: 1 });

    vi.mocked(quietly.post).mockResolvedValue({ ...TO_MONTHLY, message: 'Plan Changed Successfully' });
    const readsBefore = vi.mocked(quietGet).mock.calls.filter(([url]) => url === 'user/billing').length;
    fireEvent.click(screen.getAllByRole('button', { name: 'Change plan' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('plan-change-quote')).toBeNull());
    expect(quietly.post).toHaveBeenCalledWith('user/subscription/change', { planId: 1 });
    await waitFor(() =>
      expect(vi.mocked(quietGet).mock.calls.filter(([url]) => url === 'user/billing').length).toBeGreaterThan(
        readsBefore,
      ),
    );
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    renderCard(BILLING, [MONTHLY, YEARLY]);
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    await screen.findByTestId('plan-change-quote');
    vi.mocked(quietly.post).mockRejectedValue(
      new ApiError('Your last payment failed: update your card before changing plan.', 409),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Change plan' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your last payment failed: update your card before changing plan.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no change when no other plan is offered, nor once the membership is cancelled', async () => {
    renderCard(BILLING, [YEARLY]);
    await screen.findByTestId('next-charge');
    await waitFor(() => expect(quietGet).toHaveBeenCalledWith('plans'));
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    cleanup();
    renderCard({ ...BILLING, nextChargeAt: null, nextChargeCents: null }, [MONTHLY, YEARLY]);
    await screen.findByTestId('next-charge');
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });
});

describe('the quote in words', () => {
  it('names what is paid now and the credit taken, and an offer that goes on', () => {
    const quote: PlanChangeQuote = {
      ...TO_MONTHLY,
      plan: YEARLY,
      amountDue: 12250,
      credit: 3749,
      creditLeft: 0,
      discount: 4000,
      nextChargeAt: '2027-11-29T10:00:00.000Z',
      nextChargeCents: 15999,
    };
    expect(planChangeLines(quote)).toEqual([
      'You pay USD 122.50 now: USD 37.49 of unused time on your current plan is credited.',
      'Your offer goes on: USD 40.00 off.',
      'Next charge USD 159.99 on 29 Nov 2027.',
    ]);
    expect(planChangeLines({ ...quote, credit: 0, discount: 0 })[0]).toBe('You pay USD 122.50 now.');
  });
});
