import { Select } from 'antd';
import type { UserRecord } from '../../providers/types';
import { USER_PICKER_LIMIT } from '../shared/constants';
import { useFieldChoices } from '../shared/field-choices';

export interface UserPickerProps {
  value?: number[];
  onChange?(ids: number[]): void;
  id?: string;
}

/** Members found on the server as the staff member types (`user/getAll?q=…&_start=0&_end=20`). */
export function UserPicker({ value, onChange, id }: UserPickerProps) {
  const choices = useFieldChoices<UserRecord>({
    resource: 'users',
    optionLabel: (user) => `${user.name} (${user.email})`,
    optionValue: 'id',
    filters: [{ field: 'role', operator: 'eq', value: 'member' }],
    pagination: { currentPage: 1, pageSize: USER_PICKER_LIMIT, mode: 'server' },
    onSearch: (text) => [{ field: 'q', operator: 'eq', value: text || undefined }],
  });
  return (
    <Select<number[]>
      {...(choices as object)}
      showSearch
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids) => onChange?.(ids)}
      placeholder="Search users by name or email"
    />
  );
}
