import { Checkbox, Form, Switch } from 'antd';
import { MAX_TITLE } from '../../common/limits';
import type { NotificationRecord, SendNotificationBody } from '../../providers/types';
import { STAFF_TEXTS } from '../shared/constants';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { TitleAndDescription } from '../shared/title-fields';
import { useStaffForm } from '../shared/use-staff-form';
import { UserPicker } from './user-picker';

/**
 * Add notification (docs/PRODUCT.md#notifications): `Select all user` hides the picker and sets isForAllUsers; the email switch
 * also mails it to each recipient; editing changes the text only.
 */
function NotificationForm({ isNew }: { isNew: boolean }) {
  const form = useStaffForm<NotificationRecord, SendNotificationBody>({
    resource: 'notifications',
    action: isNew ? 'create' : 'edit',
    toBody: ({ title, description, isForAllUsers, userIds, email }) =>
      isNew
        ? {
            title,
            description,
            isForAllUsers: Boolean(isForAllUsers),
            userIds: isForAllUsers ? [] : (userIds ?? []),
            email: Boolean(email),
          }
        : { title, description },
  });
  const forAll = Form.useWatch('isForAllUsers', form.form);
  return (
    <ResourceForm
      form={form}
      title={isNew ? 'Add Notification' : 'Edit Notification'}
      name={isNew ? 'add-notification' : 'edit-notification'}
      saveLabel={isNew ? 'Send' : undefined}
    >
      <TitleAndDescription descriptionLabel="Message" titleMaxLength={MAX_TITLE} />
      {isNew && (
        <Form.Item name="isForAllUsers" valuePropName="checked">
          <Checkbox>{STAFF_TEXTS.selectAllUsers}</Checkbox>
        </Form.Item>
      )}
      {isNew && !forAll && (
        <Form.Item
          label="Users"
          name="userIds"
          rules={[{ required: true, message: 'Please select at least one user' }]}
        >
          <UserPicker />
        </Form.Item>
      )}
      {isNew && (
        <Form.Item label="Also send by email" name="email" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </ResourceForm>
  );
}

export const [NotificationCreate, NotificationEdit] = createAndEdit(NotificationForm);
