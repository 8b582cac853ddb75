import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_DESCRIPTION, MAX_TITLE } from '../../common/limits';
import { LIVE_STATUSES, MAX_LIVE_MINUTES, MIN_LIVE_MINUTES } from '../../common/live';
import { coachChoicesQuery } from '../../providers/live-api';
import { ImageUploadField } from '../../src/components/image-upload-field';
import { STAFF_TEXTS } from '../shared/constants';
import { useTitledChoices } from '../shared/field-choices';
import { FormSelect } from '../shared/form-select';
import { TitleField } from '../shared/title-fields';

const requiredChoice = [{ required: true, message: STAFF_TEXTS.requiredFields }];

/** The start travels as an ISO instant; the picker shows and takes it in the staff member's own time. */
const instantProps = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => value?.toISOString(),
};

const STATUS_OPTIONS = LIVE_STATUSES.map((status) => ({
  value: status,
  label: status[0].toUpperCase() + status.slice(1),
}));

/** Title, description, course and category (optional), start, duration, coach, poster; an edit's status too. */
export function LiveClassFields({ isNew }: { isNew: boolean }) {
  const courses = useTitledChoices('courses');
  const categories = useTitledChoices('category');
  const coaches = useQuery(coachChoicesQuery());
  return (
    <>
      <TitleField maxLength={MAX_TITLE} />
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={4} maxLength={MAX_DESCRIPTION} />
      </Form.Item>
      <Form.Item label="Course (optional)" name={['course', 'id']}>
        <FormSelect {...courses} placeholder="Select Course" allowClear />
      </Form.Item>
      <Form.Item label="Category (optional)" name={['category', 'id']}>
        <FormSelect {...categories} placeholder="Select Category" allowClear />
      </Form.Item>
      <Form.Item label="Starts" name="startsAt" rules={requiredChoice} {...instantProps}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="DD MMM YYYY HH:mm" />
      </Form.Item>
      <Form.Item label="Duration (minutes)" name="durationMinutes" rules={requiredChoice}>
        <InputNumber min={MIN_LIVE_MINUTES} max={MAX_LIVE_MINUTES} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="Coach" name={['coach', 'id']} rules={requiredChoice}>
        <FormSelect
          loading={coaches.isLoading}
          options={(coaches.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          placeholder="Select Coach"
        />
      </Form.Item>
      <Form.Item label="Poster (optional)" name="poster">
        <ImageUploadField label="Poster" />
      </Form.Item>
      {!isNew && (
        <Form.Item label="Status" name="status">
          <FormSelect options={STATUS_OPTIONS} />
        </Form.Item>
      )}
    </>
  );
}
