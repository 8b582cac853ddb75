import { Navigate, useLocation, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../common/password-rule';
import { PATHS } from '../../common/paths';
import { AuthCard } from './auth-layout';
import { NewPasswordForm } from './new-password-form';

const PARAGRAPH = `Choose a new password of at least ${MIN_PASSWORD_LENGTH} characters.`;

/** Step 3 of 3: the token verify-code returned travels in the router state. */
export function NewPasswordPage() {
  const token = (useLocation().state as { token?: string } | null)?.token;
  if (!token) return <Navigate to={PATHS.forgetPassword} replace />;
  return (
    <AuthCard title="New Password" paragraph={PARAGRAPH} backToLogin>
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}

/** The mailed link's form: `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title="Reset Password"
      paragraph={token ? PARAGRAPH : 'This reset link is incomplete. Please ask for a new one.'}
      backToLogin
    >
      {token && <NewPasswordForm token={token} />}
    </AuthCard>
  );
}
