import { describe, expect, it } from 'vitest';
import { addInterval, shareLeft } from '../../server/modules/payments/billing-periods.js';
import { planChangeTerms } from '../../server/modules/payments/plan-change-terms.js';
import type { PlanRow } from '../../server/modules/plans/plans-store.js';

const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
const DAY = 86_400_000;

describe('billing periods', () => {
  it('ends a month later on the same day, or on the last day of a shorter month', () => {
    expect(addInterval(at('2027-01-15'), 'month')).toEqual(at('2027-02-15'));
    expect(addInterval(at('2027-01-31'), 'month')).toEqual(at('2027-02-28'));
    expect(addInterval(at('2028-01-31'), 'month')).toEqual(at('2028-02-29'));
    expect(addInterval(at('2026-12-01'), 'month')).toEqual(at('2027-01-01'));
    expect(addInterval(at('2028-02-29'), 'year')).toEqual(at('2029-02-28'));
  });

  it('prorates by the period as it ran, not as long as the month before its end', () => {
    // 31 January to 28 February: 28 days, half of them left on 14 February.
    expect(shareLeft(at('2027-01-31'), at('2027-02-28'), at('2027-02-14'))).toBe(0.5);
    // 1 December to 1 January: 31 days.
    expect(shareLeft(at('2026-12-01'), at('2027-01-01'), new Date(at('2026-12-01').getTime() + DAY))).toBeCloseTo(
      30 / 31,
      12,
    );
  });

  it('credits a move the unused time of a period that began on the 31st and ends on the 28th', () => {
    const annual = { id: 2, priceCents: 19_999, interval: 'year' } as PlanRow;
    const current = {
      status: 'active',
      amountCents: 2_800,
      interval: 'month' as const,
      currentPeriodStart: at('2027-01-31'),
      currentPeriodEnd: at('2027-02-28'),
      offerId: null,
      discountEndsAt: null,
      creditCents: 0,
      seats: 1,
    };
    // Seven days of the twenty-eight left: a quarter of USD 28.00.
    const terms = planChangeTerms(current, null, annual, at('2027-02-21'));
    expect(terms.credit).toBe(700);
    expect(terms.amountDue).toBe(19_999 - 700);
    expect(terms.periodStart).toEqual(at('2027-02-21'));
    expect(terms.periodEnd).toEqual(at('2028-02-21'));
  });
});
