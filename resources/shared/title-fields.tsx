import { Form, Input } from 'antd';

/** The required Title field every titled staff form starts with. */
export function TitleField() {
  return (
    <Form.Item
      label="Title"
      name="title"
      rules={[{ required: true, whitespace: true, message: 'Please enter a title' }]}
    >
      <Input />
    </Form.Item>
  );
}

/** A required title and a required text (`description`) under this label: courses and notifications. */
export function TitleAndDescription({ descriptionLabel }: { descriptionLabel: string }) {
  return (
    <>
      <TitleField />
      <Form.Item
        label={descriptionLabel}
        name="description"
        rules={[{ required: true, whitespace: true, message: 'Please enter a description' }]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
    </>
  );
}
