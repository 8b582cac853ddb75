import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { authApi } from '../../providers/auth-api';
import { notify } from '../../providers/notification-provider';
import { AuthCard } from './auth-layout';
import { EmailField, SubmitButton } from './fields';
import { useApiForm } from './use-api-form';

/** Step 1 of 3: the email; the code screen gets it through the router state (docs/PRODUCT.md#account-screens). */
export function ForgetPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const navigate = useNavigate();
  const { submitting, onFinish } = useApiForm(
    form,
    ({ email }) => authApi.forgotPassword(email),
    (answer, { email }) => {
      notify.success(answer.message);
      navigate(PATHS.verifyCode, { state: { email } });
    },
  );

  return (
    <AuthCard
      title="Forget Password"
      paragraph="Enter the email address of your account and we will send you a verification code."
      backToLogin
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <EmailField />
        <SubmitButton loading={submitting}>Continue</SubmitButton>
      </Form>
    </AuthCard>
  );
}
