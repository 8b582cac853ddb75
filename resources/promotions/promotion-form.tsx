import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_DESCRIPTION, MAX_TITLE } from '../../common/limits';
import type { PromotionBody, PromotionRecord } from '../../providers/types';
import { ImageUploadField } from '../../src/components/image-upload-field';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { TitleField } from '../shared/title-fields';
import { useStaffForm } from '../shared/use-staff-form';

/** Dates travel as `YYYY-MM-DD`; the picker works with dayjs. */
const dateProps = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

function PromotionFields() {
  return (
    <>
      <Form.Item label="Image" name="image" rules={[{ required: true, message: 'Please select a valid image file' }]}>
        <ImageUploadField label="Promotion image" />
      </Form.Item>
      <TitleField maxLength={MAX_TITLE} />
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={4} maxLength={MAX_DESCRIPTION} />
      </Form.Item>
      <Form.Item label="Start Date" name="startsAt" {...dateProps}>
        <DatePicker />
      </Form.Item>
      <Form.Item label="End Date" name="endsAt" {...dateProps}>
        <DatePicker />
      </Form.Item>
    </>
  );
}

function PromotionForm({ isNew }: { isNew: boolean }) {
  const form = useStaffForm<PromotionRecord, PromotionBody>({
    resource: 'promotion',
    action: isNew ? 'create' : 'edit',
    toBody: ({ image, title, description, startsAt, endsAt }) => ({
      image,
      title,
      description,
      ...(startsAt ? { startsAt } : {}),
      endsAt: endsAt || null,
    }),
  });
  return (
    <ResourceForm
      form={form}
      title={isNew ? 'Add Promotion' : 'Edit Promotion'}
      name={isNew ? 'add-promotion' : 'edit-promotion'}
    >
      <PromotionFields />
    </ResourceForm>
  );
}

export const [PromotionCreate, PromotionEdit] = createAndEdit(PromotionForm);
