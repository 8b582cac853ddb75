import { useSelect } from '@refinedev/antd';
import type { BaseRecord, HttpError, UseSelectProps } from '@refinedev/core';

/**
 * A select's choices read from the server (Refine's `useSelect`), loading inside the field: its own
 * spinner, never the page's overlay. The overlay would cover the form as the choices arrive (a server
 * search reads again on every letter typed) and take the click meant for one of them.
 */
export function useFieldChoices<T extends BaseRecord>(props: UseSelectProps<T, HttpError, T>) {
  const { selectProps, query, defaultValueQuery } = useSelect<T>({ ...props, meta: { ...props.meta, silent: true } });
  return { ...selectProps, loading: query.isFetching || defaultValueQuery.isFetching };
}

/** Every record of a titled resource (courses, categories, tags) as choices by id. */
export const useTitledChoices = (resource: string) =>
  useFieldChoices({ resource, optionLabel: 'title', optionValue: 'id', pagination: { mode: 'off' } });
