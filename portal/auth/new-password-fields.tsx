import { minPasswordLength, strongPassword } from '../../src/components/password-rule';
import { PasswordField } from './fields';

/** New and confirm password, as forget-password 3, reset and change password ask them. */
export function NewPasswordFields({
  newLabel = 'New Password',
  confirmLabel = 'Confirm Password',
}: {
  newLabel?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordField
        name="password"
        label={newLabel}
        autoComplete="new-password"
        rules={[minPasswordLength, strongPassword()]}
      />
      <PasswordField name="confirmPassword" label={confirmLabel} autoComplete="new-password" matches="password" />
    </>
  );
}
