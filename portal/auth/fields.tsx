import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Form, type FormItemProps, Input } from 'antd';
import { useState } from 'react';
import { AUTH_TEXTS } from '../../common/auth-texts';
import { MAX_EMAIL_LENGTH } from '../../common/limits';
import { maxPasswordLength } from '../../src/components/password-length';

type ItemProps = Omit<FormItemProps, 'children'>;

export function EmailField(props: ItemProps) {
  return (
    <Form.Item
      name="email"
      label="Email Address"
      rules={[
        { required: true, message: 'Please enter your email address' },
        { type: 'email', message: 'Please enter a valid email address' },
      ]}
      {...props}
    >
      <Input type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
    </Form.Item>
  );
}

interface PasswordInputProps {
  id?: string;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  autoComplete: string;
}

/** A password input with a real, focusable show/hide button (antd's eye icon is not a button). */
function PasswordInput({ autoComplete, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      suffix={
        <Button
          type="text"
          size="small"
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}

export interface PasswordFieldProps extends ItemProps {
  autoComplete?: 'current-password' | 'new-password';
  /** Another field this one must equal (confirmations). */
  matches?: string;
}

export function PasswordField({
  name = 'password',
  label = 'Password',
  autoComplete = 'current-password',
  matches,
  rules = [],
  ...props
}: PasswordFieldProps) {
  const matchRule = matches
    ? [
        ({ getFieldValue }: { getFieldValue: (field: string) => unknown }) => ({
          validator: (_: unknown, value: string) =>
            !value || getFieldValue(matches) === value
              ? Promise.resolve()
              : Promise.reject(new Error(AUTH_TEXTS.passwordsDiffer)),
        }),
      ]
    : [];
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={matches ? [matches] : undefined}
      rules={[
        { required: true, message: `Please enter the ${String(label).toLowerCase()}` },
        maxPasswordLength,
        ...rules,
        ...matchRule,
      ]}
      {...props}
    >
      <PasswordInput autoComplete={autoComplete} />
    </Form.Item>
  );
}

export function SubmitButton({ children, loading }: { children: string; loading: boolean }) {
  return (
    <Form.Item style={{ marginBottom: 8 }}>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        {children}
      </Button>
    </Form.Item>
  );
}
