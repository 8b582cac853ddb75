import { Select, type SelectProps } from 'antd';

/**
 * A Select inside a required Form.Item: the item adds `aria-required`, which antd's Select also
 * puts on its wrapper div, where ARIA does not allow it (axe: aria-allowed-attr).
 */
export function FormSelect<V>({
  'aria-required': _required,
  ...props
}: SelectProps<V> & { 'aria-required'?: unknown }) {
  return <Select<V> showSearch optionFilterProp="label" {...props} />;
}
