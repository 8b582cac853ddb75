import { Form, Input, Select } from 'antd';
import { MAX_EMAIL_LENGTH, MAX_NAME, MAX_PHONE_LENGTH } from '../../common/limits';
import type { StaffUserBody, UserRecord } from '../../providers/types';
import { maxPasswordLength } from '../../src/components/password-length';
import { minPasswordLength, strongPassword } from '../../src/components/password-rule';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { useStaffForm } from '../shared/use-staff-form';
import { ROLE_LABELS } from './role-labels';

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
const required = (label: string) => [{ required: true, message: `Please enter the ${label.toLowerCase()}` }];

type UserValues = Partial<StaffUserBody>;

/** Name, email, phone, DOB, role; a password when adding (optional when editing: it resets it). */
function UserFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <Form.Item label="Name" name="name" rules={required('Name')}>
        <Input autoComplete="off" maxLength={MAX_NAME} />
      </Form.Item>
      <Form.Item
        label="Email Address"
        name="email"
        rules={[...required('Email'), { type: 'email', message: 'Please enter a valid email address' }]}
      >
        <Input type="email" autoComplete="off" maxLength={MAX_EMAIL_LENGTH} />
      </Form.Item>
      <Form.Item label="Phone" name="phone" rules={required('Phone')}>
        <Input type="tel" maxLength={MAX_PHONE_LENGTH} />
      </Form.Item>
      <Form.Item label="DOB" name="dob" rules={isNew ? required('Date of birth') : []}>
        <Input type="date" />
      </Form.Item>
      <Form.Item label="Role" name="role">
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item
        label={isNew ? 'Password' : 'New Password (leave empty to keep)'}
        name="password"
        dependencies={['email', 'name']}
        rules={[
          ...(isNew ? required('Password') : []),
          minPasswordLength,
          maxPasswordLength,
          strongPassword(['email', 'name']),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

const dropEmpty = (values: UserValues) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );

function UserForm({ isNew }: { isNew: boolean }) {
  const form = useStaffForm<UserRecord, UserValues>({
    resource: 'users',
    action: isNew ? 'create' : 'edit',
    toBody: dropEmpty,
    defaults: { role: 'member' },
  });
  return (
    <ResourceForm form={form} title={isNew ? 'Add User' : 'Edit User'}>
      <UserFields isNew={isNew} />
    </ResourceForm>
  );
}

export const [UserCreate, UserEdit] = createAndEdit(UserForm);
