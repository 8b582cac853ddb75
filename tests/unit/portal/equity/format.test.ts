import { describe, expect, it } from 'vitest';
import { count, percent } from '../../../../portal/equity/format';

describe('equity figures as text', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [48_860, '48 860'],
    [1_712_304, '1 712 304'],
    [2_000_000, '2 000 000'],
  ])('writes %i as %s', (value, text) => {
    expect(count(value)).toBe(text);
  });

  it('writes shares as percentages with the decimals asked for', () => {
    expect(percent(0.81349)).toBe('81.3 %');
    expect(percent(0.5, 2)).toBe('50.00 %');
  });
});
