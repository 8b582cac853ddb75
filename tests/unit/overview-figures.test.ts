import { describe, expect, it } from 'vitest';
import {
  churnRatePercent,
  dropOffSteps,
  monthlyAmount,
  rangeInstants,
  rangeProblem,
  resolveRange,
  sharePercent,
  toDropOffCurve,
} from '../../server/modules/overview/figures.js';

describe('the drop-off curve', () => {
  it('has a point every 5 % from 0 to 100', () => {
    expect(dropOffSteps()).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100]);
    expect(dropOffSteps(25)).toEqual([0, 25, 50, 75, 100]);
  });

  it("turns SQL's counts into each step's share of the viewers, a missing step having nobody", () => {
    const curve = toDropOffCurve(
      [
        { percent: 0, viewers: 4 },
        { percent: 5, viewers: 4 },
        { percent: 10, viewers: 3 },
        { percent: 15, viewers: 1 },
      ],
      4,
    );
    expect(curve).toHaveLength(21);
    expect(curve.slice(0, 5)).toEqual([
      { percent: 0, viewers: 4, share: 100 },
      { percent: 5, viewers: 4, share: 100 },
      { percent: 10, viewers: 3, share: 75 },
      { percent: 15, viewers: 1, share: 25 },
      { percent: 20, viewers: 0, share: 0 },
    ]);
    expect(curve.at(-1)).toEqual({ percent: 100, viewers: 0, share: 0 });
  });

  it('never rises, and reads the counts PostgreSQL may send as text', () => {
    const curve = toDropOffCurve(
      [
        { percent: '0', viewers: '3' },
        { percent: '5', viewers: '1' },
        { percent: '10', viewers: '2' },
      ] as unknown as { percent: number; viewers: number }[],
      3,
    );
    expect(curve.slice(0, 3).map((point) => point.viewers)).toEqual([3, 1, 1]);
    expect(curve[1].share).toBe(33.3);
  });

  it('is flat at zero without viewers', () => {
    expect(toDropOffCurve([], 0).every((point) => point.viewers === 0 && point.share === 0)).toBe(true);
  });
});

describe('churn arithmetic', () => {
  it('is cancellations in the range over members paying at its start, in percent with one decimal', () => {
    expect(churnRatePercent(3, 4)).toBe(75);
    expect(churnRatePercent(1, 3)).toBe(33.3);
    expect(churnRatePercent(2, 3)).toBe(66.7);
    expect(churnRatePercent(0, 10)).toBe(0);
    // Members who joined within the range and left count too: churn can pass 100 %.
    expect(churnRatePercent(5, 4)).toBe(125);
  });

  it('is unknown when nobody paid at the start', () => {
    expect(churnRatePercent(0, 0)).toBeNull();
    expect(churnRatePercent(2, 0)).toBeNull();
  });

  it('shares of nothing are 0', () => {
    expect(sharePercent(0, 0)).toBe(0);
    expect(sharePercent(1, 8)).toBe(12.5);
  });
});

describe('monthly recurring revenue', () => {
  it("counts a plan's price per month", () => {
    expect(monthlyAmount({ amountCents: 4999, interval: 'month', intervalCount: 1 })).toBe(4999);
    expect(monthlyAmount({ amountCents: 12000, interval: 'year', intervalCount: 1 })).toBe(1000);
    expect(monthlyAmount({ amountCents: 9000, interval: 'month', intervalCount: 3 })).toBe(3000);
    expect(monthlyAmount({ amountCents: 1200, interval: 'week', intervalCount: 1 })).toBe(5200);
  });
});

describe('the range', () => {
  const now = new Date('2024-03-17T15:00:00Z');

  it('defaults to the last 30 days up to today, and 30 days up to a given end', () => {
    expect(resolveRange({}, now)).toEqual({ from: '2024-02-17', to: '2024-03-17' });
    expect(resolveRange({ to: '2024-01-31' }, now)).toEqual({ from: '2024-01-02', to: '2024-01-31' });
    expect(resolveRange({ from: '2024-03-01' }, now)).toEqual({ from: '2024-03-01', to: '2024-03-17' });
  });

  it('refuses an end before the start, or more than 366 days', () => {
    expect(rangeProblem({ from: '2024-03-02', to: '2024-03-01' })).toMatch(/must not be after/);
    expect(rangeProblem({ from: '2024-03-01', to: '2024-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toMatch(/at most 366 days/);
    // A start after today with no end given is refused too, not answered with an empty range.
    expect(rangeProblem(resolveRange({ from: '2024-04-01' }, now))).toMatch(/must not be after/);
  });

  it('covers whole UTC days, the last one included', () => {
    expect(rangeInstants({ from: '2024-03-04', to: '2024-03-17' })).toEqual({
      start: new Date('2024-03-04T00:00:00Z'),
      end: new Date('2024-03-18T00:00:00Z'),
    });
  });
});
