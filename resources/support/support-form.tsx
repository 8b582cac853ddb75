import { Form, Input, Select, Typography } from 'antd';
import { MAX_EMAIL_LENGTH, MAX_NAME, MAX_SUPPORT_MESSAGE } from '../../common/limits';
import { SUPPORT_TITLES } from '../../common/support-titles';
import type { SupportBody, SupportPatch, SupportRecord } from '../../providers/types';
import { FormSelect } from '../shared/form-select';
import { ResourceForm } from '../shared/resource-form';
import { useStaffForm } from '../shared/use-staff-form';
import { SUPPORT_STATUS_LABELS } from './support-status';

const required = (what: string) => [{ required: true, whitespace: true, message: `Please enter ${what}` }];

/** /add-message: staff log a request on a member's behalf (it joins the account with that email). */
export function SupportCreate() {
  const form = useStaffForm<SupportRecord, SupportBody>({ resource: 'customer-support', action: 'create' });
  return (
    <ResourceForm form={form} title="Add Message" name="add-message">
      <Form.Item label="Name" name="name" rules={required('the name')}>
        <Input maxLength={MAX_NAME} />
      </Form.Item>
      <Form.Item
        label="Email Address"
        name="email"
        rules={[...required('the email'), { type: 'email', message: 'Please enter a valid email address' }]}
      >
        <Input type="email" maxLength={MAX_EMAIL_LENGTH} />
      </Form.Item>
      <Form.Item label="Subject" name="title" rules={[{ required: true, message: 'Please choose a subject' }]}>
        <FormSelect
          options={SUPPORT_TITLES.map((title) => ({ value: title, label: title }))}
          placeholder="Select Subject"
        />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={required('the message')}>
        <Input.TextArea rows={5} maxLength={MAX_SUPPORT_MESSAGE} />
      </Form.Item>
    </ResourceForm>
  );
}

/** /edit-message/{id}: the status and a reply, which the server mails and puts on the member's bell. */
export function SupportEdit() {
  const { record, ...form } = useStaffForm<SupportRecord, SupportPatch>({
    resource: 'customer-support',
    action: 'edit',
    toBody: ({ status, reply }) => ({ status, ...(reply?.trim() ? { reply } : {}) }),
  });
  return (
    <ResourceForm form={form} title="Edit Message" name="edit-message" saveLabel="Send">
      {record && (
        <Typography.Paragraph>
          <Typography.Text strong>{record.name}</Typography.Text> ({record.email}) · {record.title}
          <br />
          {record.message}
        </Typography.Paragraph>
      )}
      <Form.Item label="Status" name="status">
        <Select options={Object.entries(SUPPORT_STATUS_LABELS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item label="Reply" name="reply" extra="The reply is mailed to the member and shown on their bell.">
        <Input.TextArea rows={5} maxLength={MAX_SUPPORT_MESSAGE} />
      </Form.Item>
    </ResourceForm>
  );
}
