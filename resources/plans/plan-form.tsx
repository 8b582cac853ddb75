import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { MAX_FEATURE_LENGTH, MAX_PLAN_FEATURES, MAX_TITLE, MAX_TRIAL_DAYS } from '../../common/limits';
import type { PlanBody, PlanRecord } from '../../providers/types';
import { BILLING_CURRENCY } from '../shared/constants';
import { centsField, MoneyInput } from '../shared/money-input';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { useStaffForm } from '../shared/use-staff-form';
import { PlanFeaturesField } from './plan-features-field';
import { INTERVALS } from './plan-terms';

const PRICE_NOTE = 'A new price applies to new members; current members keep theirs.';

/** Name, price (dollars in the box, cents to the API), interval, trial, features, whether offered, order. */
function PlanFields({ currency }: { currency: string }) {
  return (
    <>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}
      >
        <Input maxLength={MAX_TITLE} />
      </Form.Item>
      <Form.Item
        label="Price"
        name="amountCents"
        extra={PRICE_NOTE}
        rules={[{ required: true, message: 'Please enter a price' }]}
        {...centsField}
      >
        <MoneyInput currency={currency} />
      </Form.Item>
      <Form.Item label="Interval" name="interval">
        <Radio.Group options={INTERVALS} optionType="button" />
      </Form.Item>
      <Form.Item label="Trial days" name="trialDays">
        <InputNumber min={0} max={MAX_TRIAL_DAYS} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <PlanFeaturesField max={MAX_PLAN_FEATURES} maxLength={MAX_FEATURE_LENGTH} />
      <Form.Item label="Active" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        label="Display order"
        name="displayOrder"
        tooltip="Select Plan shows active plans by this number, lowest first"
      >
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}

function PlanForm({ isNew }: { isNew: boolean }) {
  const form = useStaffForm<PlanRecord, PlanBody>({
    resource: 'plans',
    action: isNew ? 'create' : 'edit',
    toBody: ({ name, amountCents, interval, trialDays, features, active, displayOrder }) => ({
      name,
      amountCents,
      interval,
      trialDays: trialDays ?? 0,
      features: features ?? [],
      active,
      displayOrder: displayOrder ?? 0,
    }),
    defaults: { interval: 'month', trialDays: 0, active: true, displayOrder: 0 },
  });
  return (
    <ResourceForm form={form} title={isNew ? 'Add Plan' : 'Edit Plan'} name={isNew ? 'add-plan' : 'edit-plan'}>
      <PlanFields currency={form.record?.currency ?? BILLING_CURRENCY} />
    </ResourceForm>
  );
}

export const [PlanCreate, PlanEdit] = createAndEdit(PlanForm);
