import { Checkbox, Flex, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authProvider } from '../../providers/auth-provider';
import { notify } from '../../providers/notification-provider';
import type { SigninBody } from '../../providers/types';
import { LOGIN_REDIRECT_MS } from '../../src/constants';
import { AuthCard } from './auth-layout';
import { EmailField, PasswordField, SubmitButton } from './fields';
import { useSignedInRedirect } from './use-signed-in-redirect';

type LoginValues = SigninBody;

/** Login: the toast `Login Successfuly!`, then the landing after 1.5 s (at once for someone signed in already). */
export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  useSignedInRedirect();
  // The auth provider directly, not Refine's useLogin: the login page must not wait for Refine to download.
  const login = async (values: LoginValues) => {
    setPending(true);
    const answer = await authProvider.login({
      email: values.email,
      password: values.password,
      remember: Boolean(values.remember),
    });
    setPending(false);
    if (!answer.success) return notify.error(answer.error?.message);
    notify.success(String(answer.message));
    window.setTimeout(() => navigate(String(answer.landing), { replace: true }), LOGIN_REDIRECT_MS);
  };

  return (
    <AuthCard title="Login" paragraph="Welcome back. Log in to keep training.">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={login}>
        <EmailField />
        <PasswordField />
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember Me</Checkbox>
          </Form.Item>
          <Link to="/forget-password">Forget Password</Link>
        </Flex>
        <SubmitButton loading={isPending}>Login</SubmitButton>
      </Form>
      <Flex justify="center" gap={4}>
        Don&apos;t have an account? <Link to="/sign-up">Sign Up</Link>
      </Flex>
    </AuthCard>
  );
}
