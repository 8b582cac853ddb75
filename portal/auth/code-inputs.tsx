import { Flex, Input, type InputRef } from 'antd';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

export interface CodeInputsProps {
  length: number;
  value: string[];
  onChange(value: string[]): void;
}

/** One box per digit: typing moves on, Backspace moves back, pasting fills every box. */
export function CodeInputs({ length, value, onChange }: CodeInputsProps) {
  const boxes = useRef<(InputRef | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const set = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    set(index, digit);
    if (digit) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]) focus(index - 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!digits) return;
    event.preventDefault();
    onChange(Array.from({ length }, (_, i) => digits[i] ?? ''));
    focus(digits.length);
  };

  return (
    <Flex gap={12} justify="center">
      {Array.from({ length }, (_, index) => (
        <Input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={value[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          inputMode="numeric"
          pattern="[0-9]"
          maxLength={1}
          required
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          style={{ width: 56, height: 56, textAlign: 'center', fontSize: 24 }}
        />
      ))}
    </Flex>
  );
}
