import { Flex, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAX_NAME, MAX_PHONE_LENGTH } from '../../common/limits';
import { PATHS } from '../../common/paths';
import { SHARED_TEXTS } from '../../common/texts';
import { authApi } from '../../providers/auth-api';
import type { SignupBody } from '../../providers/types';
import { minPasswordLength, strongPassword } from '../../src/components/password-rule';
import { SIGNUP_REDIRECT_MS } from '../../src/constants';
import { AuthCard } from './auth-layout';
import { EmailField, PasswordField, SubmitButton } from './fields';
import { useApiForm } from './use-api-form';

const required = (what: string) => [{ required: true, whitespace: true, message: `Please enter your ${what}` }];

export function SignupPage() {
  const [form] = Form.useForm<SignupBody>();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const { submitting, onFinish } = useApiForm(form, authApi.signUp, (answer) => {
    setDone(answer.message || SHARED_TEXTS.signupDone);
    window.setTimeout(() => navigate(PATHS.home), SIGNUP_REDIRECT_MS);
  });

  return (
    <AuthCard title="Sign Up" paragraph="Create your account to start training.">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item name="name" label="User Name" rules={required('name')}>
          <Input autoComplete="name" maxLength={MAX_NAME} />
        </Form.Item>
        <EmailField />
        <Form.Item name="dob" label="DOB" rules={[{ required: true, message: 'Please enter your date of birth' }]}>
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={required('phone number')}>
          <Input type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} />
        </Form.Item>
        <PasswordField
          autoComplete="new-password"
          dependencies={['email', 'name']}
          rules={[minPasswordLength, strongPassword(['email', 'name'])]}
        />
        <SubmitButton loading={submitting}>Sign Up</SubmitButton>
      </Form>
      <Flex justify="center" gap={4}>
        Already have an account? <Link to={PATHS.login}>Login</Link>
      </Flex>
      <Modal open={done !== null} footer={null} closable={false} centered title="Account created">
        <Result status="success" subTitle={done} style={{ padding: 16 }} />
      </Modal>
    </AuthCard>
  );
}
