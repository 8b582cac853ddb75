import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { KIT_TEXTS } from './texts';

const shared = { allowClear: true, placeholder: KIT_TEXTS.searchHere, style: { maxWidth: 320 } } as const;

export type SearchBoxProps =
  /** Filters as the user types (member lists filter rows already loaded). */
  | { label: string; value: string; onChange(text: string): void; onSearch?: never }
  /** Asks the server as the user types (debounced), at once on Enter, the button or clearing (staff lists). */
  | { label: string; onSearch(text: string): void; value?: never; onChange?: never };

/** A list's search field, `Search Here...` inside; its label says what it searches. */
export function SearchBox(props: SearchBoxProps) {
  return props.onSearch ? (
    <ServerSearchBox label={props.label} onSearch={props.onSearch} />
  ) : (
    <LocalSearchBox {...props} />
  );
}

function ServerSearchBox({ label, onSearch }: { label: string; onSearch(text: string): void }) {
  const typed = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  const now = (text: string) => {
    typed.cancel();
    onSearch(text);
  };
  return (
    <Input.Search
      {...shared}
      aria-label={label}
      onSearch={now}
      onChange={(event) => (event.target.value === '' ? now('') : typed(event.target.value))}
    />
  );
}

function LocalSearchBox({ label, value, onChange }: { label: string; value: string; onChange(text: string): void }) {
  return (
    <Input
      {...shared}
      prefix={<SearchOutlined aria-hidden />}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
