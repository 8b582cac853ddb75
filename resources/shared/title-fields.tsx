import { Form, Input } from 'antd';
import { MAX_DESCRIPTION } from '../../common/limits';

/** The required Title field every titled staff form starts with, at most `maxLength` characters. */
export function TitleField({ maxLength }: { maxLength: number }) {
  return (
    <Form.Item
      label="Title"
      name="title"
      rules={[{ required: true, whitespace: true, message: 'Please enter a title' }]}
    >
      <Input maxLength={maxLength} />
    </Form.Item>
  );
}

/** A required title and a required text (`description`) under this label: courses and notifications. */
export function TitleAndDescription({
  descriptionLabel,
  titleMaxLength,
}: {
  descriptionLabel: string;
  titleMaxLength: number;
}) {
  return (
    <>
      <TitleField maxLength={titleMaxLength} />
      <Form.Item
        label={descriptionLabel}
        name="description"
        rules={[{ required: true, whitespace: true, message: 'Please enter a description' }]}
      >
        <Input.TextArea rows={5} maxLength={MAX_DESCRIPTION} />
      </Form.Item>
    </>
  );
}
