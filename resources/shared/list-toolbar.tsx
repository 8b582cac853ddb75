import { Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { SEARCH_PLACEHOLDER } from './constants';

export interface ListToolbarProps {
  onSearch(text: string): void;
  /** The primary action on the right (Add New …). */
  action?: ReactNode;
  searchLabel?: string;
}

/** Search on the left, the primary action on the right (DESIGN.md). */
export function ListToolbar({ onSearch, action, searchLabel = 'Search' }: ListToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={searchLabel}
        allowClear
        onSearch={onSearch}
        onChange={(event) => event.target.value === '' && onSearch('')}
        style={{ maxWidth: 320 }}
      />
      {action}
    </Flex>
  );
}
