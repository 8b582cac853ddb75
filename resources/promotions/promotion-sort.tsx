import type { CrudSort } from '@refinedev/core';
import { Select } from 'antd';
import type { ListView } from '../shared/use-staff-list';

const NEWEST = 'default';
const OPTIONS = [
  { value: NEWEST, label: 'Newest first' },
  { value: 'title:asc', label: 'Title A–Z' },
  { value: 'title:desc', label: 'Title Z–A' },
  { value: 'startsAt:asc', label: 'Starts earliest' },
  { value: 'startsAt:desc', label: 'Starts latest' },
  { value: 'endsAt:asc', label: 'Ends earliest' },
  { value: 'endsAt:desc', label: 'Ends latest' },
];

/** The promotion boxes have no column headers: their server sort is chosen here. */
export function PromotionSort({ view, onSort }: { view: ListView; onSort(sorters: CrudSort[]): void }) {
  const value = view._sort ? `${view._sort}:${view._order ?? 'asc'}` : NEWEST;
  const choose = (next: string) => {
    const [field, order] = next.split(':') as [string, 'asc' | 'desc'];
    onSort(next === NEWEST ? [] : [{ field, order }]);
  };
  return (
    <Select aria-label="Sort promotions" value={value} options={OPTIONS} onChange={choose} style={{ minWidth: 170 }} />
  );
}
