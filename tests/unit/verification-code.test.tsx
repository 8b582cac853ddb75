import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInputs } from '../../portal/auth/code-inputs';
import { formatMinutes, useCountdown } from '../../portal/auth/use-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Boxes({ onCode }: { onCode(code: string): void }) {
  const [digits, setDigits] = useState(['', '', '', '']);
  return (
    <CodeInputs
      length={4}
      value={digits}
      onChange={(next) => {
        setDigits(next);
        onCode(next.join(''));
      }}
    />
  );
}

describe('the verification code boxes', () => {
  it('takes one digit per box, ignores letters and moves on', () => {
    const onCode = vi.fn();
    render(<Boxes onCode={onCode} />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 4'), { target: { value: '7' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 4'));
    fireEvent.change(screen.getByLabelText('Digit 2 of 4'), { target: { value: 'x' } });
    expect(onCode).toHaveBeenLastCalledWith('7');
  });

  it('fills every box from a pasted code', () => {
    const onCode = vi.fn();
    render(<Boxes onCode={onCode} />);
    fireEvent.paste(screen.getByLabelText('Digit 1 of 4'), { clipboardData: { getData: () => ' 12-34 ' } });
    expect(onCode).toHaveBeenLastCalledWith('1234');
  });
});

describe('the resend countdown', () => {
  it('counts 50 seconds down as 00:50 … 00:00 and starts over', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(50));
    expect(formatMinutes(result.current.left)).toBe('00:50');
    for (let second = 0; second < 50; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
    act(() => result.current.restart());
    expect(formatMinutes(result.current.left)).toBe('00:50');
    expect(formatMinutes(125)).toBe('02:05');
  });
});
