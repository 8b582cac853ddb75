import type { AccessControlProvider, DataProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMP_FOREVER_AT } from '../../../common/limits';
import { accessControlProvider } from '../../../providers/access-control';
import { ApiError } from '../../../providers/api-error';
import type { ChargeRecord, StaffBillingResponse } from '../../../providers/types';
import { UserShow } from '../../../resources/users/user-show';
import { storeSignIn } from '../helpers/sign-in';
import { memoryData, renderStaffScreen } from '../helpers/staff-screen';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const MEMBER = {
  id: 5,
  name: 'Mia Member',
  email: 'mia@example.com',
  phone: '+1 555 0100',
  dob: '1990-05-17',
  profilePicture: null,
  role: 'member',
  isActive: true,
  isVerified: true,
  subscribedUser: true,
  subscription: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  hasSignedInBefore: true,
};
const PAID: ChargeRecord = {
  id: 12,
  kind: 'payment',
  amountCents: 4999,
  refundedCents: 1000,
  refundOf: null,
  discountCents: 1000,
  currency: 'usd',
  description: 'Monthly Membership, 29 Oct 2026 – 29 Nov 2026',
  discountLabel: 'TENOFF (USD 10.00 off once)',
  card: { brand: 'visa', last4: '4242' },
  receiptNumber: 'R-000042',
  receipt: '/api/user/receipts/12',
  hostedInvoiceUrl: null,
  at: '2026-10-29T10:00:00.000Z',
};
const REFUND: ChargeRecord = {
  ...PAID,
  id: 13,
  kind: 'refund',
  amountCents: 1000,
  refundedCents: null,
  refundOf: PAID.id,
  discountCents: 0,
  description: 'Refund of R-000042: Monthly Membership, 29 Oct 2026 – 29 Nov 2026',
  discountLabel: null,
  receiptNumber: 'R-000043',
  receipt: '/api/user/receipts/13',
  at: '2026-11-02T10:00:00.000Z',
};
const PLAN = {
  id: 1,
  name: 'Monthly Membership',
  amountCents: 4999,
  currency: 'usd',
  interval: 'month' as const,
  intervalCount: 1 as const,
  trialDays: 0,
  features: [],
  isDefault: true,
};
const PAYING: StaffBillingResponse = {
  plan: PLAN,
  status: 'active',
  comped: false,
  nextChargeAt: '2026-11-29T10:00:00.000Z',
  nextChargeCents: 4999,
  charges: [REFUND, PAID],
  card: { brand: 'visa', last4: '4242' },
  compedUntil: null,
  pastDue: false,
  failing: null,
  team: null,
  seatIn: null,
};
const LAPSED: StaffBillingResponse = { ...PAYING, plan: null, nextChargeAt: null, nextChargeCents: null };
/** Read before another admin's USD 10.00 refund: the payment looks untouched, the server knows better. */
const STALE: StaffBillingResponse = { ...PAYING, charges: [{ ...PAID, refundedCents: 0 }] };

interface Call {
  url: string;
  method: string;
  payload?: unknown;
}
type Answer = (call: Call) => unknown;

/**
 * User Details for Mia as `role` signed in sees it, the API answering billing reads with `billing` and
 * writes with `write` (a `{message}` unless it throws). Answers the provider's spies.
 */
function openDetails(role: 'admin' | 'support', billing: () => unknown, write: Answer = () => ({ message: 'Done' })) {
  storeSignIn({ role });
  const custom = vi.fn(async (call: Call) => ({ data: call.method === 'get' ? await billing() : write(call) }));
  const data = { ...memoryData({ users: [MEMBER] }), custom } as unknown as DataProvider;
  const can = vi.fn(accessControlProvider.can);
  const access: AccessControlProvider = { ...accessControlProvider, can };
  renderStaffScreen('/user-management/user-details/5', '/user-management/user-details/:id', UserShow, data, access);
  return { custom, can, writes: () => custom.mock.calls.map(([call]) => call).filter((call) => call.method !== 'get') };
}

const card = () => screen.findByRole('region', { name: 'Billing' });
const chargeOf = async (receiptNumber: string) =>
  (await within(await card()).findAllByTestId('charge')).find((item) =>
    item.textContent?.includes(`Receipt ${receiptNumber}`),
  )!;
/** Once Refine has asked whether the role may write users, so a hidden button is hidden for good. */
const accessDecided = async (can: ReturnType<typeof openDetails>['can']) => {
  await waitFor(() => expect(can).toHaveBeenCalledWith(expect.objectContaining({ resource: 'users', action: 'edit' })));
  await Promise.all(can.mock.results.map((result) => result.value));
};

/** The payment's Refund dialog, opened from its row. */
async function openRefund(receiptNumber: string) {
  fireEvent.click(
    await within(await chargeOf(receiptNumber)).findByRole('button', { name: `Refund ${receiptNumber}` }),
  );
  return screen.findByRole('dialog', { name: `Refund ${receiptNumber}` });
}

describe("a member's billing on User Details", () => {
  it('shows the plan, the next charge, and every charge and refund with its discount, card and receipt number', async () => {
    const { custom } = openDetails('admin', () => PAYING);
    const billing = await card();
    expect((await within(billing).findByTestId('next-charge')).textContent).toBe(
      'Next charge USD 49.99 on 29 Nov 2026',
    );
    expect(
      within(billing).getByText('Monthly Membership', { selector: '.ant-descriptions-item-content' }),
    ).toBeTruthy();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: 'user/5/billing', method: 'get' }));

    const paid = await chargeOf('R-000042');
    expect(paid.textContent).toContain('29 Oct 2026 · Monthly Membership, 29 Oct 2026 – 29 Nov 2026');
    expect(within(paid).getByText('USD 49.99')).toBeTruthy();
    expect(paid.textContent).toContain('Discount USD 10.00: TENOFF (USD 10.00 off once)');
    expect(paid.textContent).toContain('Visa •••• 4242');
    expect(paid.textContent).toContain('Receipt R-000042');
    const refund = await chargeOf('R-000043');
    expect(within(refund).getByText('−USD 10.00')).toBeTruthy();
    expect(within(billing).getAllByTestId('charge')[0]).toBe(refund);
    // Staff refund payments, not refunds; the member's receipt PDFs are the member's own.
    expect(await within(paid).findByRole('button', { name: 'Refund R-000042' })).toBeTruthy();
    expect(within(refund).queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(within(billing).queryByRole('button', { name: /Receipt \(PDF\)/ })).toBeNull();
    expect(within(billing).queryByTestId('comp')).toBeNull();
    expect(within(billing).queryByTestId('past-due')).toBeNull();
    // A paying member's membership is cancelled before a free one is given.
    expect(within(billing).queryByRole('button', { name: 'Give free membership' })).toBeNull();
  });

  it('tags a free membership with its end, or forever, and a failed renewal', async () => {
    let answer: StaffBillingResponse = {
      ...PAYING,
      nextChargeAt: null,
      nextChargeCents: null,
      comped: true,
      compedUntil: '2027-02-28T10:00:00.000Z',
    };
    openDetails('admin', () => answer);
    expect((await within(await card()).findByTestId('comp')).textContent).toBe('Free membership until 28 Feb 2027');
    cleanup();

    answer = { ...PAYING, nextChargeAt: null, nextChargeCents: null, comped: true, compedUntil: COMP_FOREVER_AT };
    openDetails('admin', () => answer);
    expect((await within(await card()).findByTestId('comp')).textContent).toBe('Free membership forever');
    cleanup();

    answer = { ...PAYING, pastDue: true };
    openDetails('admin', () => answer);
    expect((await within(await card()).findByTestId('past-due')).textContent).toBe('Payment failed — retrying');
  });

  it("refunds in cents what the admin types in dollars, and shows the server's refusal on the amount", async () => {
    let refused = true;
    const { custom, writes } = openDetails(
      'admin',
      () => STALE,
      () => {
        if (refused)
          throw new ApiError(
            'amountCents: A refund cannot be more than the USD 39.99 left of this charge',
            400,
            'amountCents',
          );
        return { ...REFUND, id: 14, message: 'Refund Made Successfully' };
      },
    );
    const dialog = await openRefund('R-000042');
    expect(dialog.textContent).toContain('Paid USD 49.99 on 29 Oct 2026.');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '45.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    const explained = await within(dialog).findByText('A refund cannot be more than the USD 39.99 left of this charge');
    expect(explained.closest('.ant-form-item')).toBe(within(dialog).getByLabelText('Amount').closest('.ant-form-item'));
    expect(writes()).toEqual([
      expect.objectContaining({ url: 'charges/12/refund', method: 'post', payload: { amountCents: 4550 } }),
    ]);

    refused = false;
    const reads = custom.mock.calls.length - writes().length;
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findAllByText('Refund Made Successfully');
    expect(writes()[1]).toMatchObject({ url: 'charges/12/refund', payload: { amountCents: 1000 } });
    // The history is read again after the write.
    expect(custom.mock.calls.length - writes().length).toBeGreaterThan(reads);
  });

  it('starts the amount at what is left of the payment, never takes more, and hides Refund once all is back', async () => {
    const { writes } = openDetails(
      'admin',
      () => PAYING,
      () => ({ message: 'Refund Made Successfully' }),
    );
    const dialog = await openRefund('R-000042');
    expect(dialog.textContent).toContain('Paid USD 49.99 on 29 Oct 2026. USD 10.00 refunded so far.');
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('39.99');
    fireEvent.change(amount, { target: { value: '45.50' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(amount.value).toBe('39.99'));
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findAllByText('Refund Made Successfully');
    expect(writes()).toEqual([expect.objectContaining({ url: 'charges/12/refund', payload: { amountCents: 2500 } })]);
    cleanup();

    const { can } = openDetails('admin', () => ({ ...PAYING, charges: [{ ...PAID, refundedCents: 4999 }] }));
    const paid = await chargeOf('R-000042');
    await accessDecided(can);
    expect(within(paid).queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('refunds all that is left when the amount is left empty', async () => {
    const { writes } = openDetails(
      'admin',
      () => PAYING,
      () => ({ message: 'Refund Made Successfully' }),
    );
    const dialog = await openRefund('R-000042');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findAllByText('Refund Made Successfully');
    expect(writes()).toEqual([expect.objectContaining({ url: 'charges/12/refund', payload: {} })]);
  });

  it('gives a member without a membership a free one for the months typed', async () => {
    const { writes } = openDetails(
      'admin',
      () => LAPSED,
      () => ({ message: 'Free Membership Given Successfully' }),
    );
    const billing = await card();
    expect((await within(billing).findByText('No membership')).textContent).toBe('No membership');
    fireEvent.click(await within(billing).findByRole('button', { name: 'Give free membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give free membership' });
    fireEvent.change(within(dialog).getByLabelText('Months'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give' }));
    await screen.findAllByText('Free Membership Given Successfully');
    expect(writes()).toEqual([expect.objectContaining({ url: 'user/5/comp', method: 'post', payload: { months: 3 } })]);
  });

  it('gives one forever: no months asked, `forever` sent', async () => {
    const { writes } = openDetails(
      'admin',
      () => LAPSED,
      () => ({ message: 'Free Membership Given Successfully' }),
    );
    fireEvent.click(await within(await card()).findByRole('button', { name: 'Give free membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give free membership' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Forever' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Months')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give' }));
    await screen.findAllByText('Free Membership Given Successfully');
    expect(writes()).toEqual([expect.objectContaining({ url: 'user/5/comp', payload: { forever: true } })]);
  });

  it("shows the server's refusal to give one beside a live membership in the dialog", async () => {
    openDetails(
      'admin',
      () => LAPSED,
      () => {
        throw new ApiError('This member already has a free membership.', 409);
      },
    );
    fireEvent.click(await within(await card()).findByRole('button', { name: 'Give free membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give free membership' });
    fireEvent.change(within(dialog).getByLabelText('Months'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This member already has a free membership.',
    );
  });

  it('ends a free membership after a confirmation', async () => {
    const comped = {
      ...PAYING,
      nextChargeAt: null,
      nextChargeCents: null,
      comped: true,
      compedUntil: '2027-02-28T10:00:00.000Z',
    };
    const { writes } = openDetails(
      'admin',
      () => comped,
      () => ({ message: 'Free Membership Ended Successfully' }),
    );
    fireEvent.click(await within(await card()).findByRole('button', { name: 'End free membership' }));
    expect(writes()).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findAllByText('Free Membership Ended Successfully');
    expect(writes()).toEqual([expect.objectContaining({ url: 'user/5/comp', method: 'delete' })]);
  });

  it('shows support the billing read-only: no refund, give or end', async () => {
    const { can } = openDetails('support', () => ({
      ...PAYING,
      comped: true,
      compedUntil: '2027-02-28T10:00:00.000Z',
    }));
    await chargeOf('R-000042');
    await accessDecided(can);
    const billing = await card();
    expect(within(billing).getByTestId('comp')).toBeTruthy();
    expect(within(billing).queryAllByRole('button')).toEqual([]);
  });

  it("shows a skeleton while the billing loads, then the server's message when it cannot be read", async () => {
    let refuse: (error: Error) => void = () => undefined;
    openDetails('admin', () => new Promise((_, reject) => (refuse = reject)));
    const billing = await card();
    await waitFor(() => expect(billing.querySelector('.ant-skeleton')).not.toBeNull());
    refuse(new ApiError('User not found', 404));
    await within(billing).findByText('User not found');
    expect(billing.querySelector('.ant-skeleton')).toBeNull();
  });
});
