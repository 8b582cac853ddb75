import { describe, expect, it } from 'vitest';
import { slidesFor } from '../../../portal/library/card-carousel';
import { matchesName, pageOf } from '../../../src/components/paging';

describe('module carousel slides', () => {
  it('shows 4 from 1200 px, 3 from 992 px, 2 from 576 px and 1 below', () => {
    expect(slidesFor({ sm: true, lg: true, xl: true })).toBe(4);
    expect(slidesFor({ sm: true, lg: true, xl: false })).toBe(3);
    expect(slidesFor({ sm: true, lg: false })).toBe(2);
    expect(slidesFor({})).toBe(1);
  });
});

describe('client paging and search', () => {
  it('pages by 8', () => {
    const rows = Array.from({ length: 19 }, (_, i) => i + 1);
    expect(pageOf(rows, 1, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageOf(rows, 3, 8)).toEqual([17, 18, 19]);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(matchesName('Three-Bet Pots', ' bet p')).toBe(true);
    expect(matchesName('Three-Bet Pots', 'river')).toBe(false);
    expect(matchesName('Anything', '')).toBe(true);
  });
});
