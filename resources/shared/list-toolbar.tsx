import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { SearchBox } from '../../src/components/search-box';

export interface ListToolbarProps {
  onSearch(text: string): void;
  /** The primary action on the right (Add New …). */
  action?: ReactNode;
  searchLabel?: string;
}

/** Search on the left, the primary action on the right (docs/PRODUCT.md#look-and-feel). */
export function ListToolbar({ onSearch, action, searchLabel = 'Search' }: ListToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      <SearchBox label={searchLabel} onSearch={onSearch} />
      {action}
    </Flex>
  );
}
