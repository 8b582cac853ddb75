import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectPlanPage } from '../../../portal/payments/select-plan-page';
import { post, quietGet, quietly } from '../../../providers/api-calls';
import { ApiError } from '../../../providers/api-error';
import type { OfferPreview, PlanOffering } from '../../../providers/types';
import { MONTHLY_PLAN } from '../helpers/plans';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), {
  quietGet: vi.fn(),
  post: vi.fn(),
  quietly: { post: vi.fn() },
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const MONTHLY: PlanOffering = { ...MONTHLY_PLAN, features: ['All lectures', 'Cancel any time'] };
const YEARLY: PlanOffering = {
  ...MONTHLY,
  id: 2,
  name: 'Yearly Membership',
  amountCents: 19999,
  interval: 'year',
  trialDays: 7,
  features: ['All lectures', 'Two months free'],
  isDefault: false,
};
const SPRING: OfferPreview = {
  code: 'SPRING',
  planId: 2,
  description: 'Spring sale',
  message: '40% off the first 12 months',
  amountCents: 11999,
  discountCents: 8000,
  currency: 'usd',
};
const USER = { name: 'Ada Member', email: 'ada@example.com', dob: '1990-05-17', phone: '+1 555 0100' };
const NOTE = 'Profile info cannot be changed until membership is obtained.';

/** The API as the page reads it: the plans, the account, the provider, and a code's answer per plan. */
function serve(plans: PlanOffering[], preview: (code: string, planId: number) => Promise<OfferPreview>) {
  vi.mocked(quietGet).mockImplementation((url: string) => {
    if (url === 'plans') return Promise.resolve(plans);
    if (url === 'payments/config') return Promise.resolve({ provider: 'local', publishableKey: null });
    if (url === 'user/me') return Promise.resolve(USER);
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  vi.mocked(quietly.post).mockImplementation(((url: string, body: { code: string; planId: number }) => {
    if (url === 'offers/check') return preview(body.code, body.planId);
    return Promise.reject(new Error(`unexpected POST ${url}`));
  }) as typeof quietly.post);
}

function renderPage(path = '/select-plan') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App>{withQueries(<SelectPlanPage />)}</App>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('group', { name });
const previews = () => vi.mocked(quietly.post).mock.calls.filter(([url]) => url === 'offers/check');

// antd's spinner of a check just finished may still be leaving the button, named `loading`.
const payButton = () => screen.getByRole('button', { name: /^(loading)?Pay$/ });

async function payWithCard() {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(payButton());
}

describe('Select Plan', { timeout: 30_000 }, () => {
  it('shows one card, as before plans were data, when one plan is offered', async () => {
    serve([MONTHLY], () => Promise.reject(new Error('no code')));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase Plan' })).toBeTruthy();
    await screen.findByText('USD 49.99');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    const only = card('Monthly Membership');
    expect(within(only).getByRole('heading', { name: 'Monthly Membership' })).toBeTruthy();
    expect(within(only).getByText('/ monthly')).toBeTruthy();
    expect(within(only).getByText('All lectures')).toBeTruthy();
    expect(within(only).getByText(NOTE)).toBeTruthy();
    expect(screen.getAllByText(NOTE)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Select Plan' })).toHaveLength(1);
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('shows a card per plan with its price, period, trial and features, each with its own Select Plan', async () => {
    serve([MONTHLY, YEARLY], () => Promise.reject(new Error('no code')));
    renderPage();
    await screen.findByText('USD 199.99');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    const monthly = card('Monthly Membership');
    const yearly = card('Yearly Membership');
    expect(within(monthly).getByText('USD 49.99')).toBeTruthy();
    expect(within(monthly).getByText('/ monthly')).toBeTruthy();
    expect(within(yearly).getByText('USD 199.99')).toBeTruthy();
    expect(within(yearly).getByText('/ yearly')).toBeTruthy();
    expect(within(yearly).getByText('7-day free trial')).toBeTruthy();
    expect(within(yearly).getByText('Two months free')).toBeTruthy();
    expect(within(monthly).queryByText(/free trial/)).toBeNull();
    // The note once for the page, not on every card.
    expect(screen.getAllByText(NOTE)).toHaveLength(1);

    fireEvent.click(within(yearly).getByRole('button', { name: 'Select Plan' }));
    await screen.findByText('Payment Details');
  });

  it("applies a code to the chosen plan: the price before, struck through, after, and the offer's label", async () => {
    serve([MONTHLY, YEARLY], (code, planId) =>
      code.toUpperCase() === 'SPRING' && planId === 2 ? Promise.resolve(SPRING) : Promise.reject(new Error('no')),
    );
    renderPage();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Yearly Membership' })).getByRole('button'));
    fireEvent.change(await screen.findByLabelText('Have a code?'), { target: { value: 'spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const prices = await screen.findAllByTestId('offer-price');
    // On the payment form and on the chosen card.
    expect(prices).toHaveLength(2);
    expect(within(card('Yearly Membership')).getByTestId('offer-price')).toBeTruthy();
    for (const price of prices) {
      expect(price.querySelector('del')?.textContent).toBe('USD 199.99');
      expect(within(price).getByText('USD 119.99')).toBeTruthy();
      expect(within(price).getByText('40% off the first 12 months')).toBeTruthy();
    }
    expect(previews()).toEqual([['offers/check', { code: 'spring', planId: 2 }]]);
    expect(within(card('Monthly Membership')).queryByTestId('offer-price')).toBeNull();
  });

  it("shows the server's refusal of a code word for word, and no price change", async () => {
    const refusal = 'The code XYZ expired on 30 Nov 2026.';
    serve([MONTHLY], () => Promise.reject(new ApiError(refusal, 400)));
    renderPage();
    await screen.findByText('USD 49.99');
    fireEvent.click(screen.getByRole('button', { name: 'Select Plan' }));
    fireEvent.change(await screen.findByLabelText('Have a code?'), { target: { value: 'XYZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByTestId('offer-price')).toBeNull();
    expect(previews()).toEqual([['offers/check', { code: 'XYZ', planId: 1 }]]);
  });

  it('takes a code from the link: filled in and applied, its price on the card, and paid for with it', async () => {
    serve([MONTHLY], () => Promise.resolve({ ...SPRING, planId: 1, amountCents: 2999, discountCents: 2000 }));
    vi.mocked(post).mockRejectedValue(new ApiError('The code SPRING has been used up.', 409));
    renderPage('/select-plan?code=SPRING');
    expect(((await screen.findByLabelText('Have a code?')) as HTMLInputElement).value).toBe('SPRING');
    await waitFor(() => expect(screen.getAllByTestId('offer-price')).toHaveLength(2));
    expect(within(card('Monthly Membership')).getByText('USD 29.99')).toBeTruthy();

    await payWithCard();
    // Refused when paying: the message, and nothing charged (no card confirmed).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'The code SPRING has been used up.',
      ),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('user/create/subscription', { planId: 1, code: 'SPRING' });
  });

  it('buys the default plan without a code with an empty body, as before; another plan by its id', async () => {
    serve([MONTHLY, YEARLY], () => Promise.reject(new Error('no code')));
    vi.mocked(post).mockRejectedValue(new ApiError('You already have an active subscription', 409));
    renderPage();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Monthly Membership' })).getByRole('button'));
    await payWithCard();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenLastCalledWith('user/create/subscription', undefined);

    fireEvent.click(within(card('Yearly Membership')).getByRole('button', { name: 'Select Plan' }));
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenLastCalledWith('user/create/subscription', { planId: 2 });
  });
});
