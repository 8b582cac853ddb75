import { DatePicker, Form, Input, InputNumber, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_DESCRIPTION, MAX_OFFER_CODE, MAX_OFFER_MONTHS, MIN_OFFER_CODE } from '../../common/limits';
import type { PromotionRecord } from '../../providers/types';
import { useFieldChoices } from '../shared/field-choices';
import { FormSelect } from '../shared/form-select';
import { centsField, MoneyInput } from '../shared/money-input';
import { offerDay } from './offer-terms';
import type { OfferValues } from './offer-values';
import { usePlanChoices } from './use-plan-choices';

const DISCOUNT_TYPES = [
  { value: 'percent', label: 'Percent' },
  { value: 'amount', label: 'Amount' },
];
const DURATIONS = [
  { value: 'once', label: 'Once' },
  { value: 'repeating', label: 'Repeating' },
  { value: 'forever', label: 'Forever' },
];

/** Days travel as `YYYY-MM-DD`; the picker works with dayjs (offer-terms.ts: they are UTC days). */
const dayField = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(offerDay(value)) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};
const required = (message: string) => [{ required: true, message }];

/** The promotion an offer belongs to, found on the server as the staff member types. */
function PromotionSelect(props: { id?: string; value?: number | null; onChange?(id: number | null): void }) {
  const choices = useFieldChoices<PromotionRecord>({
    resource: 'promotion',
    optionLabel: 'title',
    optionValue: 'id',
    onSearch: (text) => [{ field: 'q', operator: 'eq', value: text || undefined }],
    // The chosen one is read by its id: it need not be among the first page of choices.
    defaultValue: props.value ?? undefined,
  });
  return (
    <FormSelect<number | null>
      {...(choices as object)}
      {...props}
      onChange={(id) => props.onChange?.(id ?? null)}
      allowClear
      filterOption={false}
      placeholder="None"
    />
  );
}

/** What an offer takes off, for how long, on which plans, how often, when, for whom. */
export function OfferFields({ currency }: { currency: string }) {
  const form = Form.useFormInstance<OfferValues>();
  const discountType = Form.useWatch('discountType', form);
  const duration = Form.useWatch('duration', form);
  const { plans, loading } = usePlanChoices();
  return (
    <>
      <Form.Item
        label="Code"
        name="code"
        normalize={(typed?: string) => typed?.toUpperCase()}
        extra={`${MIN_OFFER_CODE} to ${MAX_OFFER_CODE} letters, digits, - or _`}
        rules={[{ required: true, whitespace: true, message: 'Please enter a code' }]}
      >
        <Input maxLength={MAX_OFFER_CODE} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={MAX_DESCRIPTION} />
      </Form.Item>
      <Form.Item label="Discount type" name="discountType">
        <Radio.Group options={DISCOUNT_TYPES} optionType="button" />
      </Form.Item>
      {discountType === 'amount' ? (
        <Form.Item
          label="Amount off"
          name="amountOffCents"
          rules={required('Please enter the amount off')}
          {...centsField}
        >
          <MoneyInput currency={currency} min={0.01} />
        </Form.Item>
      ) : (
        <Form.Item label="Percent off" name="percentOff" rules={required('Please enter the percent off')}>
          <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item label="Duration" name="duration">
        <Radio.Group options={DURATIONS} optionType="button" />
      </Form.Item>
      {duration === 'repeating' && (
        <Form.Item label="Months" name="durationMonths" rules={required('Please enter how many months')}>
          <InputNumber min={1} max={MAX_OFFER_MONTHS} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item label="Plans" name="planIds" extra="Leave empty for all plans">
        <FormSelect<number[]>
          mode="multiple"
          allowClear
          loading={loading}
          placeholder="All plans"
          options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        />
      </Form.Item>
      <Form.Item label="Redemption limit" name="maxRedemptions" extra="Leave empty for no limit">
        <InputNumber min={1} precision={0} placeholder="No limit" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="Start Date" name="startsAt" extra="Today when left empty" {...dayField}>
        <DatePicker />
      </Form.Item>
      <Form.Item label="End Date" name="endsAt" extra="Leave empty to run without an end" {...dayField}>
        <DatePicker />
      </Form.Item>
      <Form.Item label="First-time members only" name="firstTimeOnly" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Active" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Promotion" name="promotionId" extra="Optional: the promotion this code belongs to">
        <PromotionSelect />
      </Form.Item>
    </>
  );
}
