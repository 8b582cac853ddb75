import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../../common/money';
import { PlanCard } from '../../../portal/payments/plan-card';
import { formatPlanPeriod, planTitle } from '../../../portal/payments/plan-format';
import { ApiError } from '../../../providers/api-error';
import type { PlanOffering } from '../../../providers/types';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const NOTE = 'Profile info cannot be changed until membership is obtained.';
const selectButton = () => screen.getByRole('button', { name: 'Select Plan' }) as HTMLButtonElement;

describe('the plan card', () => {
  it('carries the membership note before Select Plan is pressed, and waits for the plan', () => {
    render(<PlanCard onSelect={() => undefined} />);
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(selectButton().disabled).toBe(true);
  });

  it("shows the server's plan, not a constant of the client", () => {
    const plan: PlanOffering = {
      id: 3,
      name: 'Coaching Club',
      amountCents: 2500,
      currency: 'eur',
      interval: 'month',
      intervalCount: 1,
      trialDays: 0,
      features: ['Every lecture', 'Cancel any time'],
      isDefault: false,
    };
    const onSelect = vi.fn();
    render(<PlanCard plan={plan} onSelect={onSelect} />);
    expect(screen.getByRole('heading', { name: 'Coaching Club' })).toBeTruthy();
    expect(screen.getByText('EUR 25.00')).toBeTruthy();
    expect(screen.getByText('/ monthly')).toBeTruthy();
    expect(screen.getByText('Every lecture')).toBeTruthy();
    expect(screen.queryByText('USD 49.99')).toBeNull();
    expect(screen.queryByText(/free trial/)).toBeNull();
    fireEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('says why when the plans cannot be read, and offers nothing to pay', () => {
    const error = new ApiError(
      'The membership plan could not be read from the payment provider. Please try again.',
      502,
    );
    render(<PlanCard error={error} onSelect={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('could not be read');
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
