import type { BaseRecord } from '@refinedev/core';
import { Button, Switch } from 'antd';
import type { Render } from './fields';
import { type StatusTarget, useStatusToggle } from './use-status-toggle';

export interface StatusControlProps {
  resource: string;
  /** "user", "course": the confirmation's wording. */
  noun: string;
  target: StatusTarget;
}

/** The details page's Active/Inactive switch; it asks before it switches. */
export function StatusSwitch({ resource, noun, target }: StatusControlProps) {
  const toggle = useStatusToggle(resource, noun);
  const state = target.active ? 'Active' : 'Inactive';
  return (
    <Switch
      checked={target.active}
      checkedChildren="Active"
      unCheckedChildren="Inactive"
      aria-label={`Status of ${target.name}: ${state}`}
      onChange={() => toggle(target)}
    />
  );
}

/** The list row's Mark Active / Mark Inactive button; it asks before it switches. */
export function StatusButton({ resource, noun, target }: StatusControlProps) {
  const toggle = useStatusToggle(resource, noun);
  return (
    <Button size="small" onClick={() => toggle(target)}>
      {target.active ? 'Mark Inactive' : 'Mark Active'}
    </Button>
  );
}

/** A details row rendering a record's status flag as the switch. */
export const statusSwitch =
  <T extends BaseRecord & { id: number }>(resource: string, noun: string, nameOf: (record: T) => string): Render<T> =>
  (active, record) => (
    <StatusSwitch
      resource={resource}
      noun={noun}
      target={{ id: record.id, active: Boolean(active), name: nameOf(record) }}
    />
  );
