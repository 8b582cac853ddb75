import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { UserCreate } from '../../../resources/users/user-form';
import { memoryData, renderStaffScreen, typeInto } from '../helpers/staff-screen';

it('adds a member unless another role is chosen', async () => {
  const data = memoryData({ users: [] });
  renderStaffScreen('/add-user', '/add-user', UserCreate, data);
  await screen.findByRole('heading', { name: 'Add User' });
  expect(screen.getByTitle('Member')).toBeTruthy();
  typeInto('Name', 'Ann Added');
  typeInto('Email Address', 'ann.added@example.com');
  typeInto('Phone', '+1 555 0101');
  typeInto('DOB', '1991-02-03');
  typeInto('Password', 'Seven-river-lamps-9');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(data.create).toHaveBeenCalledTimes(1));
  expect(data.create.mock.calls[0][0].variables).toMatchObject({ name: 'Ann Added', role: 'member' });
});
