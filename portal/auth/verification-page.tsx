import { Button, Form, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_TEXTS } from '../../common/auth-texts';
import { PATHS } from '../../common/paths';
import { authApi } from '../../providers/auth-api';
import { notify } from '../../providers/notification-provider';
import { VERIFICATION_REDIRECT_MS } from '../../src/constants';
import { PORTAL_TEXTS } from '../constants';
import { AuthCard } from './auth-layout';
import { EmailField, SubmitButton } from './fields';
import { oncePerToken } from './once-per-token';
import { useApiForm } from './use-api-form';

type State = 'pending' | 'verified' | 'already-verified' | 'failed';

const verifyOnce = oncePerToken((token): Promise<Exclude<State, 'pending'>> =>
  authApi.verify(token).then(
    (answer) => {
      if (answer.status) return 'verified';
      return 'alreadyVerified' in answer && answer.alreadyVerified ? 'already-verified' : 'failed';
    },
    () => 'failed',
  ),
);

export function VerificationPage() {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? 'pending' : 'failed');

  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer = 0;
    void verifyOnce(token).then((outcome) => {
      if (!live) return;
      setState(outcome);
      if (outcome === 'verified') timer = window.setTimeout(() => navigate(PATHS.home), VERIFICATION_REDIRECT_MS);
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [token, navigate]);

  if (state === 'pending') {
    return (
      <AuthCard title="Account Verification" paragraph={PORTAL_TEXTS.verifying}>
        <Spin aria-label="Loading" style={{ display: 'block' }} />
      </AuthCard>
    );
  }
  if (state === 'verified') {
    return (
      <AuthCard title="Account Verification">
        <Result
          status="success"
          title={PORTAL_TEXTS.verified}
          extra={
            <Button type="primary" onClick={() => navigate(PATHS.home)}>
              Login
            </Button>
          }
        />
      </AuthCard>
    );
  }
  // The link opened again: nothing went wrong, the member only needs to log in.
  if (state === 'already-verified') {
    return (
      <AuthCard title="Account Verification">
        <Result status="success" title={AUTH_TEXTS.alreadyVerified} extra={<Link to={PATHS.login}>Log in</Link>} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Account Verification" paragraph={PORTAL_TEXTS.verificationError} backToLogin>
      <ResendVerification />
    </AuthCard>
  );
}

/** A failed or expired link: ask for a new verification mail. */
function ResendVerification() {
  const [form] = Form.useForm<{ email: string }>();
  const { submitting, onFinish } = useApiForm(
    form,
    ({ email }) => authApi.resendVerification(email),
    (answer) => notify.success(answer.message),
  );
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
      <EmailField />
      <SubmitButton loading={submitting}>Resend Verification Mail</SubmitButton>
    </Form>
  );
}
