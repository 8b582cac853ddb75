import { Checkbox, Form, Input, Skeleton } from 'antd';
import type { NotificationRecord, SendNotificationBody } from '../../providers/types';
import { STAFF_TEXTS } from '../shared/constants';
import { FormActions } from '../shared/form-actions';
import { StaffPage } from '../shared/staff-page';
import { useStaffForm } from '../shared/use-staff-form';
import { UserPicker } from './user-picker';

const LIST = '/notification-management';

function TitleAndMessage() {
  return (
    <>
      <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: 'Please enter a title' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Message" name="description" rules={[{ required: true, whitespace: true, message: 'Please enter a description' }]}>
        <Input.TextArea rows={5} />
      </Form.Item>
    </>
  );
}

/** Spec §2 Add notification: `Select all user` hides the picker and sets isForAllUsers. */
export function NotificationCreate() {
  const { formProps, saving, form } = useStaffForm<NotificationRecord, SendNotificationBody>({
    resource: 'notifications',
    action: 'create',
    doneTo: LIST,
    toBody: ({ title, description, isForAllUsers, userIds }) => ({ title, description, isForAllUsers: Boolean(isForAllUsers), userIds: isForAllUsers ? [] : (userIds ?? []) }),
  });
  const forAll = Form.useWatch('isForAllUsers', form);
  return (
    <StaffPage title="Add Notification" backTo={LIST}>
      <Form {...formProps} name="add-notification">
        <TitleAndMessage />
        <Form.Item name="isForAllUsers" valuePropName="checked">
          <Checkbox>{STAFF_TEXTS.selectAllUsers}</Checkbox>
        </Form.Item>
        {!forAll && (
          <Form.Item label="Users" name="userIds" rules={[{ required: true, message: 'Please select at least one user' }]}>
            <UserPicker />
          </Form.Item>
        )}
        <FormActions saving={saving} cancelTo={LIST} saveLabel="Send" />
      </Form>
    </StaffPage>
  );
}

export function NotificationEdit() {
  const { formProps, saving, loadingRecord } = useStaffForm<NotificationRecord, SendNotificationBody>({
    resource: 'notifications',
    action: 'edit',
    doneTo: LIST,
    toBody: ({ title, description }) => ({ title, description }),
  });
  return (
    <StaffPage title="Edit Notification" backTo={LIST}>
      {loadingRecord ? (
        <Skeleton active />
      ) : (
        <Form {...formProps} name="edit-notification">
          <TitleAndMessage />
          <FormActions saving={saving} cancelTo={LIST} />
        </Form>
      )}
    </StaffPage>
  );
}
