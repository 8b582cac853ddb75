import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields } from '../../../portal/auth/new-password-fields';
import { SignupPage } from '../../../portal/auth/signup-page';

afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('a new password as it is typed', () => {
  it("says why sign-up would refuse it, counting the member's own name", async () => {
    render(
      <MemoryRouter>
        <SignupPage />
      </MemoryRouter>,
    );
    type('User Name', 'Quillon Vantablack');
    type('Password', 'password');
    expect(await screen.findByText(/too easy to guess\. This is a heavily used password\./)).toBeTruthy();
    type('Password', 'QuillonVantablack');
    expect(await screen.findByText(/personal or page related data/)).toBeTruthy();
    type('Password', 'Acceptance-Pass-123');
    await waitFor(() => expect(screen.queryByText(/too easy to guess/)).toBeNull());
  });

  it('says why on reset and change password', async () => {
    render(
      <Form>
        <NewPasswordFields />
      </Form>,
    );
    type('New Password', '        ');
    expect(await screen.findByText(/Repeated characters/)).toBeTruthy();
  });
});
