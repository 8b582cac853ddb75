import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_NAME, MAX_PHONE_LENGTH } from '../../common/limits';
import { PATHS } from '../../common/paths';
import { SHARED_TEXTS } from '../../common/texts';
import { meQuery, updateProfile } from '../../providers/profile-api';
import { updateSession } from '../../providers/session';
import type { ProfileBody, UserRecord } from '../../providers/types';
import { PageLoader } from '../../src/components/page-loader';
import { KIT_TEXTS } from '../../src/components/texts';
import { LOGO } from '../../src/constants';
import { useApiForm } from '../auth/use-api-form';
import { PROFILE_DIALOG_MS } from '../constants';
import { PictureUpload } from './picture-upload';
import { FormButtons, ProfileFormCard } from './profile-form-card';

type Values = ProfileBody;

const EMAIL_NOTE = 'Your email address is how you log in: it cannot be changed here.';

/** The header shows the stored name and picture (the new picture is stored under the browser key `profileImage`, which existing browsers already hold). */
const rememberProfile = (user: UserRecord) => updateSession({ username: user.name, profileImage: user.profilePicture });

/** /profile/edit-profile: name and phone (required), read-only email, picture (docs/PRODUCT.md#profile). */
export function EditProfilePage() {
  const { data: user } = useQuery(meQuery());
  return (
    <ProfileFormCard title="Edit Profile">{user ? <EditProfileForm user={user} /> : <PageLoader />}</ProfileFormCard>
  );
}

function EditProfileForm({ user }: { user: UserRecord }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const toProfile = () => navigate(PATHS.profile);
  const { mutateAsync: save } = useMutation(updateProfile);

  const { submitting, onFinish } = useApiForm(
    form,
    ({ name, phone, profilePicture }: Values) => save({ name, phone, profilePicture: profilePicture ?? null }),
    (saved) => {
      rememberProfile(saved);
      const dialog = modal.success({
        title: saved.message || SHARED_TEXTS.profileUpdated,
        okText: 'Continue',
        onOk: toProfile,
      });
      window.setTimeout(() => {
        dialog.destroy();
        toProfile();
      }, PROFILE_DIALOG_MS);
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ name: user.name, phone: user.phone, profilePicture: user.profilePicture }}
    >
      <Form.Item name="profilePicture" noStyle>
        <PictureUpload fallback={LOGO} onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}
      >
        <Input autoComplete="name" maxLength={MAX_NAME} />
      </Form.Item>
      <Form.Item
        label="Phone Number"
        name="phone"
        rules={[{ required: true, whitespace: true, message: 'Please enter your phone number' }]}
      >
        <Input type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} />
      </Form.Item>
      {/* Text, not a field: the address signs the member in, and nothing here changes it. */}
      <Form.Item label="Email Address" extra={EMAIL_NOTE}>
        <Typography.Text>{user.email}</Typography.Text>
      </Form.Item>
      <FormButtons
        submit={uploading ? KIT_TEXTS.uploading : 'Save'}
        submitting={submitting}
        disabled={uploading}
        onCancel={toProfile}
      />
    </Form>
  );
}
