import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { MAX_EMAIL_LENGTH, MAX_NAME, MAX_SUPPORT_MESSAGE } from '../../common/limits';
import { PATHS } from '../../common/paths';
import { SUPPORT_TITLES } from '../../common/support-titles';
import { SHARED_TEXTS } from '../../common/texts';
import { notify } from '../../providers/notification-provider';
import { meQuery } from '../../providers/profile-api';
import { sendSupport } from '../../providers/support-api';
import type { SupportBody } from '../../providers/types';
import { useSession } from '../../src/routes/route-gate';
import { useApiForm } from '../auth/use-api-form';
import { SUPPORT_REDIRECT_MS } from '../constants';
import { PageHeading } from '../shared/page-heading';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** /help-form: a support request to staff; back to the dashboard 3 s after it is sent. */
export function HelpFormPage() {
  const [form] = Form.useForm<SupportBody>();
  const navigate = useNavigate();
  const { username } = useSession();
  // The session keeps only the name, so the email comes with the account. The form waits for it: filled
  // in later, it would land in the middle of what the member (or their password manager) is typing.
  const { data: me, isPending: loading } = useQuery(meQuery());
  const { submitting, onFinish } = useApiForm(form, sendSupport, (answer) => {
    notify.success(answer.message || SHARED_TEXTS.supportSubmitted);
    form.resetFields();
    window.setTimeout(() => navigate(PATHS.dashboard), SUPPORT_REDIRECT_MS);
  });

  return (
    <>
      <PageHeading title="Help/Support" />
      <Card style={{ maxWidth: 640 }}>
        {loading ? (
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            requiredMark
            onFinish={onFinish}
            initialValues={{ name: username ?? '', email: me?.email, title: SUPPORT_TITLES[0] }}
          >
            <Form.Item label="Name" name="name" rules={required('Please enter your name')}>
              <Input autoComplete="name" maxLength={MAX_NAME} />
            </Form.Item>
            <Form.Item
              label="Email Address"
              name="email"
              rules={[{ required: true, type: 'email', message: 'Please enter a valid email address' }]}
            >
              <Input type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
            </Form.Item>
            <Form.Item label="Title" name="title" rules={[{ required: true, message: 'Please choose a title' }]}>
              <Select options={SUPPORT_TITLES.map((title) => ({ value: title, label: title }))} />
            </Form.Item>
            <Form.Item label="Message" name="message" rules={required('Please enter your message')}>
              <Input.TextArea rows={5} maxLength={MAX_SUPPORT_MESSAGE} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting}>
              Submit
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}
