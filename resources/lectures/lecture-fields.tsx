import { Form, Input, InputNumber } from 'antd';
import { MAX_LECTURE_DESCRIPTION, MAX_TITLE } from '../../common/limits';
import { ImageUploadField } from '../../src/components/image-upload-field';
import { STAFF_TEXTS } from '../shared/constants';
import { useTitledChoices } from '../shared/field-choices';
import { FormSelect } from '../shared/form-select';
import { ChaptersField } from './chapters-field';

const required = [{ required: true, whitespace: true, message: STAFF_TEXTS.requiredFields }];
const requiredChoice = [{ required: true, message: STAFF_TEXTS.requiredFields }];

/** Name, description, course, category, tags, order, chapters and poster (tags optional). */
export function LectureFields() {
  const courses = useTitledChoices('courses');
  const categories = useTitledChoices('category');
  const tags = useTitledChoices('tags');
  return (
    <>
      <Form.Item label="Lecture Name" name="name" rules={required}>
        <Input maxLength={MAX_TITLE} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={required}>
        <Input.TextArea rows={4} maxLength={MAX_LECTURE_DESCRIPTION} />
      </Form.Item>
      <Form.Item label="Course" name="courseId" rules={requiredChoice}>
        <FormSelect {...courses} placeholder="Select Course" />
      </Form.Item>
      <Form.Item label="Category" name="categoryId" rules={requiredChoice}>
        <FormSelect {...categories} placeholder="Select Category" />
      </Form.Item>
      <Form.Item label="Tags" name="tagIds">
        <FormSelect {...tags} mode="multiple" placeholder="Select Tags" allowClear />
      </Form.Item>
      <Form.Item label="Order" name="order" tooltip="Lectures are sorted by this number within a category">
        <InputNumber min={0} style={{ width: 160 }} />
      </Form.Item>
      <ChaptersField />
      <Form.Item label="Poster (optional)" name="poster">
        <ImageUploadField label="Poster" />
      </Form.Item>
    </>
  );
}
