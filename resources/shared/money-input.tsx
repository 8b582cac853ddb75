import { InputNumber, type InputNumberProps } from 'antd';

/** Plans and offers are priced in cents of a two-decimal currency (the server's plans are in USD). */
const CENTS_PER_UNIT = 100;

/** Cents as the box shows them, in dollars. */
export const unitsOf = (cents: number) => cents / CENTS_PER_UNIT;

/**
 * A money field's value in the form is cents, as the API takes it; the box shows and takes dollars.
 * Spread on its Form.Item, so the body needs no conversion and the server's error on the field lands on it.
 */
export const centsField = {
  getValueProps: (cents?: number | null) => ({ value: cents == null ? cents : unitsOf(cents) }),
  normalize: (units?: number | null) => (units == null ? null : Math.round(units * CENTS_PER_UNIT)),
};

/** A box for an amount in dollars and cents, its currency's code before it. */
export function MoneyInput({ currency, ...props }: InputNumberProps<number> & { currency: string }) {
  return (
    <InputNumber<number>
      prefix={currency.toUpperCase()}
      min={0}
      precision={2}
      step={1}
      inputMode="decimal"
      style={{ width: 200, maxWidth: '100%' }}
      {...props}
    />
  );
}
