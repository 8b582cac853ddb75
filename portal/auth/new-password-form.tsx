import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { authApi } from '../../providers/auth-api';
import { notify } from '../../providers/notification-provider';
import type { ResetPasswordBody } from '../../providers/types';
import { RESET_REDIRECT_MS } from '../../src/constants';
import { SubmitButton } from './fields';
import { NewPasswordFields } from './new-password-fields';
import { useApiForm } from './use-api-form';

type Values = Omit<ResetPasswordBody, 'token'>;

/** New and confirm password for a reset token; the server's message, then `/login` after 1.5 s. */
export function NewPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { submitting, onFinish } = useApiForm(
    form,
    (values: Values) => authApi.resetPassword({ token, ...values }),
    (answer) => {
      notify.success(answer.message);
      window.setTimeout(() => navigate(PATHS.login), RESET_REDIRECT_MS);
    },
  );

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
      <NewPasswordFields />
      <SubmitButton loading={submitting}>Update</SubmitButton>
    </Form>
  );
}
