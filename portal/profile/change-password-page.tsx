import { Form, Modal, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { SHARED_TEXTS } from '../../common/texts';
import { authApi } from '../../providers/auth-api';
import { saveToken } from '../../providers/session';
import type { ChangePasswordBody } from '../../providers/types';
import { PASSWORD_DIALOG_MS } from '../../src/constants';
import { PasswordField } from '../auth/fields';
import { NewPasswordFields } from '../auth/new-password-fields';
import { useApiForm } from '../auth/use-api-form';
import { FormButtons, ProfileFormCard } from './profile-form-card';

type Values = ChangePasswordBody;

/** Change password, asking the current one too (docs/PRODUCT.md#profile); the old token dies, so keep the new one. */
export function ChangePasswordPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const { submitting, onFinish } = useApiForm(form, authApi.changePassword, (answer) => {
    saveToken(answer.token);
    form.resetFields();
    setDone(answer.message || SHARED_TEXTS.passwordUpdated);
    window.setTimeout(() => {
      setDone(null);
      navigate(PATHS.profile);
    }, PASSWORD_DIALOG_MS);
  });

  return (
    <ProfileFormCard title="Change Password">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <PasswordField name="currentPassword" label="Current Password" />
        <NewPasswordFields confirmLabel="Confirm New Password" />
        <FormButtons submit="Update" submitting={submitting} onCancel={() => navigate(PATHS.profile)} />
      </Form>
      <Modal open={done !== null} footer={null} closable={false} centered title="Password updated">
        <Result status="success" subTitle={done} style={{ padding: 16 }} />
      </Modal>
    </ProfileFormCard>
  );
}
