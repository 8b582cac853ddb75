import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { KIT_TEXTS } from './texts';

const shared = { allowClear: true, placeholder: KIT_TEXTS.searchHere, style: { maxWidth: 320 } } as const;

export type SearchBoxProps =
  /** Filters as the user types (member lists filter rows already loaded). */
  | { label: string; value: string; onChange(text: string): void; onSearch?: never }
  /** Searches on Enter or the button, and again when cleared (staff lists ask the server). */
  | { label: string; onSearch(text: string): void; value?: never; onChange?: never };

/** The spec's search field (`Search Here...`); its label says what it searches. */
export function SearchBox(props: SearchBoxProps) {
  if (props.onSearch) {
    const { onSearch } = props;
    return (
      <Input.Search
        {...shared}
        aria-label={props.label}
        onSearch={onSearch}
        onChange={(event) => event.target.value === '' && onSearch('')}
      />
    );
  }
  const { onChange } = props;
  return (
    <Input
      {...shared}
      prefix={<SearchOutlined aria-hidden />}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
