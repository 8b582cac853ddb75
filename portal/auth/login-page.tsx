import { Button, Checkbox, Flex, Form } from 'antd';
import { lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { toApiError } from '../../providers/api-error';
import { authProvider, finishSignIn, type SecondStep } from '../../providers/auth-provider';
import { notify } from '../../providers/notification-provider';
import type { SignedInResponse, SigninBody } from '../../providers/types';
import { LOGIN_REDIRECT_MS } from '../../src/constants';
import { landingPreload } from '../../src/routes/landing-preload';
import { AuthCard } from './auth-layout';
import { EmailField, PasswordField, SubmitButton } from './fields';
import { refusedAsUnverified, UnverifiedNotice } from './unverified-notice';
import { useSignedInRedirect } from './use-signed-in-redirect';

type LoginValues = SigninBody;

// The second step and passkeys load only for accounts that use them: the first page stays small.
const loadSecondFactor = () => import('../second-factor/second-factor-screen');
const SecondFactorScreen = lazy(() => loadSecondFactor().then((m) => ({ default: m.SecondFactorScreen })));
// Browsers tie passkeys to a domain name: on a page opened by its IP address there is nothing to offer.
const canUsePasskeys = () =>
  typeof window.PublicKeyCredential === 'function' && !/^(\d+\.){3}\d+$|^\[/.test(window.location.hostname);

/** Login: the toast `Login Successfuly!`, then the landing after 1.5 s (at once for someone signed in already). */
export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep>();
  // The address a sign-in was just refused for as unverified: its mail can be sent again.
  const [unverified, setUnverified] = useState<string>();
  useSignedInRedirect();

  // The landing's code and data load while the toast shows, so the page is whole when the delay ends.
  const goToLanding = (landing: string) => {
    landingPreload.start(landing);
    window.setTimeout(() => navigate(landing, { replace: true }), LOGIN_REDIRECT_MS);
  };
  const arrive = (answer: SignedInResponse) => {
    const { landing, message } = finishSignIn(answer);
    notify.success(message);
    goToLanding(landing);
  };
  // The auth provider directly, not Refine's useLogin: the login page must not wait for Refine to download.
  const login = async (values: LoginValues) => {
    setPending(true);
    void loadSecondFactor().catch(() => undefined);
    const answer = await authProvider.login({
      email: values.email,
      password: values.password,
      remember: Boolean(values.remember),
    });
    setPending(false);
    setUnverified(!answer.success && refusedAsUnverified(answer.error) ? values.email : undefined);
    if (!answer.success) return notify.error(answer.error?.message);
    if (answer.secondStep) return setSecondStep(answer.secondStep as SecondStep);
    notify.success(String(answer.message));
    goToLanding(String(answer.landing));
  };
  const signInWithPasskey = async () => {
    setPending(true);
    try {
      const { signInWithPasskey: run } = await import('../second-factor/passkey-sign-in');
      arrive(await run(Boolean(form.getFieldValue('remember'))));
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setPending(false);
    }
  };

  if (secondStep)
    return <SecondFactorScreen step={secondStep} onSignedIn={arrive} onBack={() => setSecondStep(undefined)} />;
  return (
    <AuthCard title="Login" paragraph="Welcome back. Log in to keep training.">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={login}>
        <EmailField />
        <PasswordField />
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember Me</Checkbox>
          </Form.Item>
          <Link to={PATHS.forgetPassword}>Forget Password</Link>
        </Flex>
        <SubmitButton loading={isPending}>Login</SubmitButton>
      </Form>
      {unverified && <UnverifiedNotice key={unverified} email={unverified} />}
      {canUsePasskeys() && (
        <Button block size="large" disabled={isPending} onClick={signInWithPasskey} style={{ marginBottom: 16 }}>
          Sign in with a passkey
        </Button>
      )}
      <Flex justify="center" gap={4}>
        Don&apos;t have an account? <Link to={PATHS.signUp}>Sign Up</Link>
      </Flex>
    </AuthCard>
  );
}
