import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../providers/api-error';
import { OfferCreate, OfferEdit } from '../../../resources/offers/offer-form';
import { memoryData, renderStaffScreen, typeInto } from '../helpers/staff-screen';

const PLANS = [
  { id: 1, name: 'Monthly Membership', currency: 'usd', amount: 4999, interval: 'month' },
  { id: 2, name: 'Annual Membership', currency: 'usd', amount: 19999, interval: 'year' },
];
const STORED = {
  id: 7,
  code: 'TENOFF',
  description: '',
  promotionId: null,
  percentOff: null,
  amountOffCents: 1050,
  duration: 'repeating',
  durationMonths: 3,
  planIds: [2],
  maxRedemptions: null,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-07T00:00:00.000Z',
  firstTimeOnly: true,
  active: true,
  redemptions: 0,
  revenue: 0,
  createdAt: '2026-11-30T10:00:00.000Z',
};

const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
/** antd's Switch is a button that says whether it is on. */
const switchedOn = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked') === 'true';
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

function addOffer(refuse?: () => Error) {
  const data = memoryData({ plans: PLANS, promotion: [] }, refuse);
  renderStaffScreen('/add-offer', '/add-offer', OfferCreate, data);
  return data;
}
const sent = (data: ReturnType<typeof memoryData>) =>
  waitFor(() => {
    expect(data.create).toHaveBeenCalledTimes(1);
    return data.create.mock.calls[0][0].variables as Record<string, unknown>;
  });

describe('the offer form', () => {
  it('sends a percent off with the amount cleared, and the code upper-cased as typed', async () => {
    const data = addOffer();
    await screen.findByRole('heading', { name: 'Add Offer' });
    // A new offer starts as a percent off, once, active, for every member.
    expect(['Percent', 'Once'].map((name) => screen.getByRole<HTMLInputElement>('radio', { name }).checked)).toEqual([
      true,
      true,
    ]);
    expect(switchedOn('Active')).toBe(true);
    expect(switchedOn('First-time members only')).toBe(false);
    typeInto('Code', 'blackfriday');
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('BLACKFRIDAY');
    typeInto('Percent off', '40');
    save();
    expect(await sent(data)).toMatchObject({
      code: 'BLACKFRIDAY',
      percentOff: 40,
      amountOffCents: null,
      duration: 'once',
      durationMonths: null,
      planIds: [],
      maxRedemptions: null,
      endsAt: null,
    });
  });

  it('takes an amount off in dollars and sends it in cents, the percent cleared', async () => {
    const data = addOffer();
    await screen.findByRole('heading', { name: 'Add Offer' });
    typeInto('Code', 'TENOFF');
    typeInto('Percent off', '40');
    choose('Amount');
    expect(screen.queryByLabelText('Percent off')).toBeNull();
    typeInto('Amount off', '10.50');
    save();
    expect(await sent(data)).toMatchObject({ percentOff: null, amountOffCents: 1050 });
  });

  it('asks for months only for a repeating discount, and sends them only then', async () => {
    const data = addOffer();
    await screen.findByRole('heading', { name: 'Add Offer' });
    expect(screen.queryByLabelText('Months')).toBeNull();
    choose('Repeating');
    typeInto('Months', '12');
    choose('Forever');
    expect(screen.queryByLabelText('Months')).toBeNull();
    choose('Repeating');
    expect(screen.getByLabelText<HTMLInputElement>('Months').value).toBe('12');
    typeInto('Code', 'YEARLONG');
    typeInto('Percent off', '25');
    save();
    expect(await sent(data)).toMatchObject({ duration: 'repeating', durationMonths: 12 });
  });

  it('leaves the months out once the discount is no longer repeating', async () => {
    const data = addOffer();
    await screen.findByRole('heading', { name: 'Add Offer' });
    choose('Repeating');
    typeInto('Months', '6');
    choose('Once');
    typeInto('Code', 'ONCEONLY');
    typeInto('Percent off', '10');
    save();
    expect(await sent(data)).toMatchObject({ duration: 'once', durationMonths: null });
  });

  it("shows the server's refusal under the field it names", async () => {
    addOffer(() => new ApiError('code: An offer with the code TAKEN already exists', 409, 'code'));
    await screen.findByRole('heading', { name: 'Add Offer' });
    typeInto('Code', 'taken');
    typeInto('Percent off', '40');
    save();
    const codeItem = screen.getByLabelText('Code').closest('.ant-form-item') as HTMLElement;
    expect(await within(codeItem).findByText('An offer with the code TAKEN already exists')).toBeTruthy();
  });

  it('shows a stored amount off in dollars, with Amount chosen, and saves it back in cents', async () => {
    const data = memoryData({ plans: PLANS, offers: [STORED], promotion: [] });
    renderStaffScreen('/edit-offer/7', '/edit-offer/:id', OfferEdit, data);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('TENOFF'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Amount' }).checked).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Amount off').value).toBe('10.50');
    expect(screen.getByLabelText<HTMLInputElement>('Months').value).toBe('3');
    save();
    await waitFor(() => expect(data.update).toHaveBeenCalledTimes(1));
    expect(data.update.mock.calls[0][0].variables).toMatchObject({
      amountOffCents: 1050,
      percentOff: null,
      duration: 'repeating',
      durationMonths: 3,
      planIds: [2],
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-07T00:00:00.000Z',
      firstTimeOnly: true,
    });
  });
});
