import { InputNumber, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { SEAT_TEXTS } from '../../common/seat-texts';

interface SeatsInputProps {
  min: number;
  max: number;
  value: number | null;
  onChange(seats: number | null): void;
  disabled?: boolean;
  style?: CSSProperties;
  /** Controls joined to the field's right (a save button). */
  children?: ReactNode;
}

/** A whole number of seats within what the server accepts, labelled Seats before the field. */
export function SeatsInput({ min, max, value, onChange, disabled, style, children }: SeatsInputProps) {
  return (
    <Space.Compact style={style}>
      <Space.Addon>{SEAT_TEXTS.seatsLabel}</Space.Addon>
      <InputNumber
        aria-label={SEAT_TEXTS.seatsLabel}
        min={min}
        max={max}
        precision={0}
        value={value}
        disabled={disabled}
        onChange={onChange}
      />
      {children}
    </Space.Compact>
  );
}
