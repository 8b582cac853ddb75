import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { type Chapter, formatChapters, MAX_CHAPTERS_TEXT, parseChapters } from '../../common/chapters';

/** The loaded record holds `[{start, title}]`; once typed in, the field holds the text the server parses. */
type ChaptersValue = string | Chapter[] | undefined;

const asText = (value: ChaptersValue) => (typeof value === 'string' ? value : formatChapters(value ?? []));

// The server's own parser: the same line and the same words before the form is sent.
const rules: Rule[] = [
  {
    validator: async (_, value: ChaptersValue) => {
      const error = typeof value === 'string' ? parseChapters(value).error : undefined;
      if (error) throw new Error(error);
    },
  },
];

/** Chapters typed one a line, `mm:ss Title`; prefilled from the record's chapters on edit. */
export function ChaptersField() {
  return (
    <Form.Item
      label="Chapters (optional)"
      name="chapters"
      rules={rules}
      getValueProps={(value: ChaptersValue) => ({ value: asText(value) })}
      extra="One a line, in time order: mm:ss Title (h:mm:ss over an hour)"
    >
      <Input.TextArea rows={5} maxLength={MAX_CHAPTERS_TEXT} placeholder={'00:00 Introduction\n04:30 Flop decisions'} />
    </Form.Item>
  );
}
