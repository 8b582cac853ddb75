import { Form, Input, Select, Skeleton, Typography } from 'antd';
import { SUPPORT_TITLES } from '../../common/support-titles';
import type { SupportBody, SupportPatch, SupportRecord } from '../../providers/types';
import { FormActions } from '../shared/form-actions';
import { FormSelect } from '../shared/form-select';
import { StaffPage } from '../shared/staff-page';
import { useStaffForm } from '../shared/use-staff-form';
import { SUPPORT_STATUS_LABELS } from './support-status';

const LIST = '/customer-support';
const required = (what: string) => [{ required: true, whitespace: true, message: `Please enter ${what}` }];

/** /add-message: staff log a request on a member's behalf (it joins the account with that email). */
export function SupportCreate() {
  const { formProps, saving } = useStaffForm<SupportRecord, SupportBody>({ resource: 'customer-support', action: 'create', doneTo: LIST });
  return (
    <StaffPage title="Add Message" backTo={LIST}>
      <Form {...formProps} name="add-message">
        <Form.Item label="Name" name="name" rules={required('the name')}>
          <Input />
        </Form.Item>
        <Form.Item label="Email Address" name="email" rules={[...required('the email'), { type: 'email', message: 'Please enter a valid email address' }]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item label="Subject" name="title" rules={[{ required: true, message: 'Please choose a subject' }]}>
          <FormSelect options={SUPPORT_TITLES.map((title) => ({ value: title, label: title }))} placeholder="Select Subject" />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={required('the message')}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <FormActions saving={saving} cancelTo={LIST} />
      </Form>
    </StaffPage>
  );
}

/** /edit-message/{id}: the status and a reply, which the server mails and puts on the member's bell. */
export function SupportEdit() {
  const { formProps, saving, loadingRecord, record } = useStaffForm<SupportRecord, SupportPatch>({
    resource: 'customer-support',
    action: 'edit',
    doneTo: LIST,
    toBody: ({ status, reply }) => ({ status, ...(reply?.trim() ? { reply } : {}) }),
  });
  return (
    <StaffPage title="Edit Message" backTo={LIST}>
      {loadingRecord ? (
        <Skeleton active />
      ) : (
        <Form {...formProps} name="edit-message">
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
            <Input.TextArea rows={5} />
          </Form.Item>
          <FormActions saving={saving} cancelTo={LIST} saveLabel="Send" />
        </Form>
      )}
    </StaffPage>
  );
}
