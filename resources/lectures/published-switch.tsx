import { Form, Switch } from 'antd';

/**
 * The lecture's `draft` flag as staff think of it, "Published": off, members see it nowhere (a live
 * class's replay starts so, for staff to check before publishing it).
 */
export function PublishedSwitch() {
  return (
    <Form.Item
      label="Published"
      name="draft"
      tooltip="Members see a lecture only once it is published"
      getValueProps={(draft?: boolean) => ({ checked: !draft })}
      normalize={(published: boolean) => !published}
    >
      <Switch />
    </Form.Item>
  );
}
