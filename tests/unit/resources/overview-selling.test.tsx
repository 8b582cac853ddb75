import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferRedemptionsTable } from '../../../resources/overview/offer-redemptions';
import { PlanRevenueTable } from '../../../resources/overview/plan-revenue';

afterEach(cleanup);

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the overview's recurring revenue by plan", () => {
  it('shows each plan with how it is billed, its members and its money per month as the product writes money', () => {
    render(
      <PlanRevenueTable
        currency="usd"
        plans={[
          { planId: 2, name: 'Annual Membership', interval: 'year', members: 3, amount: 2667 },
          { planId: 1, name: 'Monthly Membership', interval: 'month', members: 12, amount: 59988 },
        ]}
      />,
    );
    expect(cellsOf(rowOf('Annual Membership'))).toEqual(['Annual MembershipYearly', '3', 'USD 26.67']);
    expect(cellsOf(rowOf('Monthly Membership'))).toEqual(['Monthly MembershipMonthly', '12', 'USD 599.88']);
  });

  it('says so in readable secondary text when nobody pays', () => {
    render(<PlanRevenueTable currency="usd" plans={[]} />);
    expect(screen.getByText('Nobody pays for a plan now').closest('.ant-typography-secondary')).not.toBeNull();
  });
});

describe("the overview's offer redemptions", () => {
  it('lists each code with its redemptions and revenue', () => {
    render(
      <OfferRedemptionsTable
        currency="usd"
        offers={[{ offerId: 4, code: 'BLACKFRIDAY', redemptions: 3, revenue: 10996 }]}
      />,
    );
    expect(cellsOf(rowOf('BLACKFRIDAY'))).toEqual(['BLACKFRIDAY', '3', 'USD 109.96']);
  });

  it('says so in readable secondary text when no offer was redeemed', () => {
    render(<OfferRedemptionsTable currency="usd" offers={[]} />);
    expect(screen.getByText('No offer was redeemed in this range').closest('.ant-typography-secondary')).not.toBeNull();
  });
});
