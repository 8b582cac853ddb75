import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';

export interface PlanFeaturesFieldProps {
  /** How many features a plan lists at most, and how long each may be. */
  max: number;
  maxLength: number;
}

/** The plan card's feature lines: a text box each, added and removed one by one, up to `max`. */
export function PlanFeaturesField({ max, maxLength }: PlanFeaturesFieldProps) {
  return (
    <Form.Item label="Features" required={false}>
      <Form.List name="features">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={field.name}
                  rules={[{ required: true, whitespace: true, message: 'Please enter the feature or remove it' }]}
                  style={{ flex: 1, marginBottom: 0 }}
                >
                  <Input aria-label={`Feature ${index + 1}`} maxLength={maxLength} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove feature ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              disabled={fields.length >= max}
              style={{ alignSelf: 'flex-start' }}
            >
              {fields.length >= max ? `Up to ${max} features` : 'Add feature'}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
