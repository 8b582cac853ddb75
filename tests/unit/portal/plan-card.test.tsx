import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../../common/money';
import { PlanCard } from '../../../portal/payments/plan-card';
import { formatPlanPeriod, planTitle } from '../../../portal/payments/plan-format';
import { get } from '../../../providers/api-calls';
import { ApiError } from '../../../providers/api-error';
import type { PlanResponse } from '../../../providers/types';
import { withQueries } from '../helpers/queries';

vi.mock('../../../providers/api-calls', () => ({ get: vi.fn() }));

/** The plan's read (`GET payments/plan`), as the test answers it. */
const paymentsApi = { plan: vi.mocked(get<PlanResponse>) };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const NOTE = 'Profile info cannot be changed until membership is obtained.';
const selectButton = () => screen.getByRole('button', { name: 'Select Plan' }) as HTMLButtonElement;

describe('the plan card', () => {
  it('carries the membership note before Select Plan is pressed, and waits for the plan', () => {
    vi.mocked(paymentsApi.plan).mockReturnValue(new Promise(() => undefined));
    render(withQueries(<PlanCard onSelect={() => undefined} />));
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(selectButton().disabled).toBe(true);
  });

  it("shows the server's plan, not a constant of the client", async () => {
    const plan: PlanResponse = {
      amount: 2500,
      currency: 'eur',
      interval: 'month',
      intervalCount: 3,
      features: ['Every lecture', 'Cancel any time'],
    };
    vi.mocked(paymentsApi.plan).mockResolvedValue(plan);
    const onSelect = vi.fn();
    render(withQueries(<PlanCard onSelect={onSelect} />));
    await screen.findByText('EUR 25.00');
    expect(screen.getByText('/ every 3 months')).toBeTruthy();
    expect(screen.getByText('Every lecture')).toBeTruthy();
    expect(screen.queryByText('USD 49.99')).toBeNull();
    fireEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('says why when the plan cannot be read, and offers nothing to pay', async () => {
    vi.mocked(paymentsApi.plan).mockRejectedValue(
      new ApiError('The membership plan could not be read from the payment provider. Please try again.', 502),
    );
    render(withQueries(<PlanCard onSelect={() => undefined} />));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be read');
    expect(selectButton().disabled).toBe(true);
  });
});

describe('the plan as the card writes it', () => {
  it("formats Stripe's smallest-unit amounts by currency", () => {
    expect(formatAmount({ amount: 4999, currency: 'usd' })).toBe('USD 49.99');
    expect(formatAmount({ amount: 500, currency: 'jpy' })).toBe('JPY 500');
    expect(formatAmount({ amount: 12_340, currency: 'kwd' })).toBe('KWD 12.340');
  });

  it('names the billing period and the membership', () => {
    expect(formatPlanPeriod({ interval: 'month', intervalCount: 1 })).toBe('monthly');
    expect(formatPlanPeriod({ interval: 'week', intervalCount: 2 })).toBe('every 2 weeks');
    expect(planTitle({ interval: 'month', intervalCount: 1 })).toBe('Monthly Membership');
    expect(planTitle({ interval: 'year', intervalCount: 1 })).toBe('Yearly Membership');
    expect(planTitle(undefined)).toBe('Membership');
  });
});
