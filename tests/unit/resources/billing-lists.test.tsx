import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferList } from '../../../resources/offers/offer-list';
import { PlanList } from '../../../resources/plans/plan-list';
import { MONTHLY_PLAN } from '../helpers/plans';
import { memoryData, renderStaffScreen } from '../helpers/staff-screen';

const PLANS = [
  {
    ...MONTHLY_PLAN,
    active: true,
    displayOrder: 0,
    members: 12,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Annual Membership',
    amountCents: 19999,
    currency: 'usd',
    interval: 'year',
    intervalCount: 1,
    trialDays: 14,
    features: ['Every lecture'],
    isDefault: false,
    active: false,
    displayOrder: 1,
    members: 0,
    createdAt: '2026-11-02T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
  },
];
const offer = (fields: Record<string, unknown>) => ({
  description: '',
  promotionId: null,
  percentOff: null,
  amountOffCents: null,
  duration: 'once',
  durationMonths: null,
  planIds: [],
  maxRedemptions: null,
  startsAt: '2026-11-27T00:00:00.000Z',
  endsAt: null,
  firstTimeOnly: false,
  active: true,
  redemptions: 0,
  revenue: 0,
  createdAt: '2026-11-26T00:00:00.000Z',
  ...fields,
});
const OFFERS = [
  offer({
    id: 1,
    code: 'BLACKFRIDAY',
    percentOff: 40,
    duration: 'repeating',
    durationMonths: 12,
    planIds: [2],
    maxRedemptions: 100,
    redemptions: 1,
    revenue: 11999,
    endsAt: '2026-11-30T00:00:00.000Z',
    firstTimeOnly: true,
  }),
  offer({ id: 2, code: 'TENOFF', amountOffCents: 1000, redemptions: 3, active: false }),
  offer({ id: 3, code: 'LOYAL', percentOff: 15, duration: 'forever', planIds: [1, 2] }),
];

/** The cells of the row whose first text is `code`, S.No and actions left out. */
async function rowOf(name: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: /Offers|Plans/ });
  const row = (await within(table).findByText(name)).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '')
    .slice(1, -1);
}

describe('the offers list', () => {
  it('shows each discount, how long it lasts, its plans, redemptions against the limit, revenue and window', async () => {
    renderStaffScreen('/offers', '/offers', OfferList, memoryData({ offers: OFFERS, plans: PLANS }));
    await screen.findByRole('heading', { name: 'Offers' });
    expect(await rowOf('BLACKFRIDAY')).toEqual([
      'BLACKFRIDAY',
      '40%',
      'first 12 months',
      'Annual Membership',
      '1 / 100',
      'USD 119.99',
      '27 Nov 2026 – 30 Nov 2026',
      'Active',
      'First-time only',
    ]);
    expect(await rowOf('TENOFF')).toEqual([
      'TENOFF',
      'USD 10.00',
      'once',
      'All plans',
      '3 / ∞',
      'USD 0.00',
      '27 Nov 2026 – no end',
      'Inactive',
      '',
    ]);
    expect((await rowOf('LOYAL')).slice(1, 5)).toEqual([
      '15%',
      'forever',
      'Monthly Membership, Annual Membership',
      '0 / ∞',
    ]);
  });

  it('asks the server for the codes matching the search', async () => {
    const data = memoryData({ offers: OFFERS, plans: PLANS });
    renderStaffScreen('/offers', '/offers', OfferList, data);
    const search = await screen.findByLabelText('Search offers by code');
    fireEvent.change(search, { target: { value: 'black' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(data.getList).toHaveBeenCalledWith(
        expect.objectContaining({
          resource: 'offers',
          filters: expect.arrayContaining([expect.objectContaining({ field: 'q', value: 'black' })]),
        }),
      ),
    );
  });
});

describe('the plans list', () => {
  it('shows each price with its interval, trial, members, status, order and the default plan', async () => {
    renderStaffScreen('/plans', '/plans', PlanList, memoryData({ plans: PLANS }));
    await screen.findByRole('heading', { name: 'Plans' });
    expect(await rowOf('Monthly Membership')).toEqual([
      'Monthly Membership',
      'USD 49.99 / monthly',
      'None',
      '12',
      'Active',
      '0',
      'Default',
    ]);
    expect(await rowOf('Annual Membership')).toEqual([
      'Annual Membership',
      'USD 199.99 / yearly',
      '14 days',
      '0',
      'Inactive',
      '1',
      '',
    ]);
    expect(screen.getByRole('button', { name: 'Delete Annual Membership' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Annual Membership' })).toBeTruthy();
  });
});
