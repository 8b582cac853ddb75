import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { expect, it } from 'vitest';
import { OfferEdit } from '../../../resources/offers/offer-form';
import { memoryData, renderStaffScreen } from '../helpers/staff-screen';

/** Every staff edit form (resources/shared/use-staff-form.ts), through the offer's. */
const STORED = {
  id: 7,
  code: 'TENOFF',
  description: 'Ten off',
  promotionId: null,
  percentOff: 10,
  amountOffCents: null,
  duration: 'repeating',
  durationMonths: 3,
  planIds: [],
  maxRedemptions: null,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  firstTimeOnly: false,
  active: true,
  redemptions: 0,
  revenue: 0,
  createdAt: '2026-11-30T10:00:00.000Z',
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

it('keeps what the user changed when the record is read again with changes of its own', async () => {
  const offers = [{ ...STORED }];
  const data = memoryData({ plans: [], offers, promotion: [] });
  const { queryClient } = renderStaffScreen('/edit-offer/7', '/edit-offer/:id', OfferEdit, data);
  await waitFor(() => expect(field('Months').value).toBe('3'));
  fireEvent.change(field('Months'), { target: { value: '6' } });

  // The record changes meanwhile and the form's copy is read again (as after a focus or a reconnect).
  offers[0] = { ...STORED, description: 'Ten off, now for everyone' };
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(field('Description').value).toBe('Ten off, now for everyone'));
  expect(field('Months').value).toBe('6');

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(data.update).toHaveBeenCalledTimes(1));
  expect(data.update.mock.calls[0][0].variables).toMatchObject({
    durationMonths: 6,
    description: 'Ten off, now for everyone',
  });
});
