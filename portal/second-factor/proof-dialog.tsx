import { Form, Input, Modal, Typography } from 'antd';
import type { SecondFactorProof } from '../../providers/types';
import { maxPasswordLength } from '../../src/components/password-length';
import { useApiForm } from '../auth/use-api-form';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import { AppCodeField } from './code-field';

export interface ProofRequest {
  title: string;
  action(proof: SecondFactorProof): Promise<void>;
}

interface ProofDialogProps {
  request: ProofRequest | undefined;
  hasApp: boolean;
  onClose(): void;
}

/** Weakening protection asks who is there first: the password, or a current code from the app. */
export function ProofDialog({ request, hasApp, onClose }: ProofDialogProps) {
  const [form] = Form.useForm<{ password?: string; code?: string }>();
  const { submitting, onFinish } = useApiForm(
    form,
    async ({ password, code }) => request?.action(code ? { code } : { password }),
    onClose,
  );

  return (
    <Modal
      open={Boolean(request)}
      title={request?.title ?? TEXTS.proofTitle}
      okText={TEXTS.confirm}
      cancelText={TEXTS.cancel}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>{hasApp ? TEXTS.proofHelp : TEXTS.proofPasswordHelp}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="password"
          label={TEXTS.password}
          dependencies={['code']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value || getFieldValue('code') ? Promise.resolve() : Promise.reject(new Error(TEXTS.proofHelp)),
            }),
            maxPasswordLength,
          ]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        {hasApp && <AppCodeField optional label={TEXTS.orCode} />}
      </Form>
    </Modal>
  );
}
