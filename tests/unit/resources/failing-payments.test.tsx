import type { DataProvider } from '@refinedev/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DunningResponse, StaffBillingResponse } from '../../../providers/types';
import { BillingSummary } from '../../../resources/users/billing-summary';
import { FailingPayments } from '../../../resources/users/failing-payments';
import { memoryData, renderStaffScreen } from '../helpers/staff-screen';

afterEach(cleanup);

const FAILING: DunningResponse = [
  {
    userId: 5,
    name: 'Mia Member',
    email: 'mia@example.com',
    plan: 'Monthly Membership',
    since: '2026-11-28T22:00:00.000Z',
    nextAttempt: '2026-11-29T22:00:00.000Z',
  },
  {
    userId: 6,
    name: 'Max Member',
    email: 'max@example.com',
    plan: 'Yearly Membership',
    since: '2026-11-29T10:00:00.000Z',
    nextAttempt: null,
  },
];

function renderList(rows: DunningResponse) {
  const custom = vi.fn(async () => ({ data: rows }));
  const data = { ...memoryData({}), custom } as unknown as DataProvider;
  renderStaffScreen('/user-management', '/user-management', FailingPayments, data);
  return custom;
}

describe('members whose payment is failing', () => {
  it('lists each under Users with a link to their details, since when it fails and the next retry', async () => {
    const custom = renderList(FAILING);
    const region = await screen.findByRole('region', { name: 'Payment failing' });
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: 'billing/dunning', method: 'get' }));
    const mia = within(region).getByRole('link', { name: 'Mia Member' });
    expect(mia.getAttribute('href')).toBe('/user-management/user-details/5');
    const rows = within(region).getAllByRole('row');
    expect(rows[1].textContent).toContain('28 Nov 2026');
    expect(rows[1].textContent).toContain('29 Nov 2026');
    expect(rows[2].textContent).toContain('no retry left');
  });

  it('shows nothing while no payment fails', async () => {
    const custom = renderList([]);
    await vi.waitFor(() => expect(custom).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Payment failing' })).toBeNull();
  });

  it("says on a member's billing since when it fails and when the card is tried next", () => {
    const billing: StaffBillingResponse = {
      plan: null,
      status: 'past_due',
      comped: false,
      nextChargeAt: null,
      nextChargeCents: null,
      card: null,
      charges: [],
      compedUntil: null,
      team: null,
      seatIn: null,
      pastDue: true,
      failing: { since: FAILING[0].since, nextAttempt: FAILING[0].nextAttempt },
    };
    render(<BillingSummary billing={billing} />);
    expect(screen.getByTestId('failing').textContent).toBe('Failing since 28 Nov 2026 · next retry 29 Nov 2026');
  });
});
