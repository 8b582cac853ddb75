import { Tag } from 'antd';
import type { PlanRecord } from '../../providers/types';
import { DeleteAction } from '../shared/delete-action';
import { asStatus, type Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { planPrice, trialText } from './plan-terms';

const TEXTS: ListTexts = {
  title: 'Plans',
  caption: 'Plans',
  search: 'Search plans by name',
  add: 'Add New Plan',
};
const COLUMNS: Field<PlanRecord>[] = [
  'name',
  ['amountCents', 'Price', (_: unknown, plan: PlanRecord) => planPrice(plan)],
  ['trialDays', 'Trial', trialText],
  ['members', 'Members'],
  ['active', 'Status', asStatus],
  ['displayOrder', 'Order'],
  ['isDefault', 'Default', (isDefault: boolean) => (isDefault ? <Tag>Default</Tag> : null)],
];
// The server refuses (409) the default plan and plans members bought: its message becomes the toast.
const deleteButton = (plan: PlanRecord) => <DeleteAction resource="plans" id={plan.id} name={plan.name} />;

/** Plans members choose from on Select Plan: price, trial, who is on each, whether it is offered. */
export const PlanList = () => (
  <ResourceList<PlanRecord>
    resource="plans"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['name', 'amountCents', 'displayOrder']}
    nameOf={(plan) => plan.name}
    rowExtra={deleteButton}
    exportable={false}
  />
);
