import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { PORTAL_TEXTS } from '../constants';

/** The portal's search field; its placeholder is the spec's, its label says what it searches. */
export function SearchBox({ value, onChange, label }: { value: string; onChange(value: string): void; label: string }) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={PORTAL_TEXTS.searchHere}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 320 }}
    />
  );
}
