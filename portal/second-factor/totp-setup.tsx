import { Button, Flex, Form, Typography } from 'antd';
import type { TotpSetup } from '../../providers/types';
import { useApiForm } from '../auth/use-api-form';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import { AppCodeField } from './code-field';

interface TotpSetupProps<Result> {
  setup: TotpSetup;
  confirm(code: string): Promise<Result>;
  onConfirmed(result: Result): void;
}

/** The app's secret as a QR code and as text, and the first code that turns it on. */
export function TotpSetupForm<Result>({ setup, confirm, onConfirmed }: TotpSetupProps<Result>) {
  const [form] = Form.useForm<{ code: string }>();
  const { submitting, onFinish } = useApiForm(form, ({ code }) => confirm(code), onConfirmed);

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{TEXTS.scan}</Typography.Paragraph>
      <Flex gap={16} wrap align="center">
        {/* A white frame whatever the theme: scanners need the light quiet zone around the code. */}
        <img
          src={setup.qrCode}
          alt={TEXTS.qrAlt}
          width={176}
          height={176}
          style={{ background: '#fff', padding: 4, borderRadius: 4 }}
        />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 160px' }}>
          <Typography.Text type="secondary">{TEXTS.setupKey}</Typography.Text>
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {setup.secret}
          </Typography.Text>
        </Flex>
      </Flex>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <AppCodeField autoFocus />
        <Button type="primary" htmlType="submit" loading={submitting}>
          {TEXTS.turnOn}
        </Button>
      </Form>
    </Flex>
  );
}
