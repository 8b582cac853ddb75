import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_PLAN_FEATURES } from '../../../common/limits';
import { PlanCreate, PlanEdit } from '../../../resources/plans/plan-form';
import { memoryData, renderStaffScreen, typeInto } from '../helpers/staff-screen';

describe('the plan form', () => {
  it('sends the price in cents, the interval and the features typed, and says who a new price applies to', async () => {
    const data = memoryData({ plans: [] });
    renderStaffScreen('/add-plan', '/add-plan', PlanCreate, data);
    await screen.findByRole('heading', { name: 'Add Plan' });
    expect(screen.getByText('A new price applies to new members; current members keep theirs.')).toBeTruthy();
    typeInto('Name', 'Annual Membership');
    typeInto('Price', '199.99');
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    typeInto('Trial days', '14');
    fireEvent.click(screen.getByRole('button', { name: /Add feature$/ }));
    typeInto('Feature 1', 'Every lecture');
    fireEvent.click(screen.getByRole('button', { name: /Add feature$/ }));
    typeInto('Feature 2', 'Two months free');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.create).toHaveBeenCalledTimes(1));
    expect(data.create.mock.calls[0][0].variables).toEqual({
      name: 'Annual Membership',
      amountCents: 19999,
      interval: 'year',
      trialDays: 14,
      features: ['Every lecture', 'Two months free'],
      active: true,
      displayOrder: 0,
    });
  });

  it(`stops adding features at ${MAX_PLAN_FEATURES}`, async () => {
    renderStaffScreen('/add-plan', '/add-plan', PlanCreate, memoryData({ plans: [] }));
    await screen.findByRole('heading', { name: 'Add Plan' });
    // Found once: a role query walks the whole form in jsdom, twelve of them took seconds on a busy machine.
    const add = screen.getByRole('button', { name: /Add feature$/ });
    for (let added = 0; added < MAX_PLAN_FEATURES; added += 1) fireEvent.click(add);
    expect(screen.getByLabelText(`Feature ${MAX_PLAN_FEATURES}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(`Up to ${MAX_PLAN_FEATURES} features$`) })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows a stored price in dollars', async () => {
    const plan = {
      id: 3,
      name: 'Monthly Membership',
      amountCents: 4999,
      currency: 'usd',
      interval: 'month',
      trialDays: 0,
      features: ['Every lecture'],
      active: true,
      displayOrder: 0,
    };
    renderStaffScreen('/edit-plan/3', '/edit-plan/:id', PlanEdit, memoryData({ plans: [plan] }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('49.99'));
    expect(screen.getByLabelText<HTMLInputElement>('Feature 1').value).toBe('Every lecture');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Monthly' }).checked).toBe(true);
  });
});
