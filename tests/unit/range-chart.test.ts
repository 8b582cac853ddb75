import { describe, expect, it } from 'vitest';
import {
  cellsProblem,
  comboShares,
  combosOf,
  describeMix,
  formatPercent,
  HAND_GRID,
  handAt,
  HANDS,
  percentOfCombos,
  TOTAL_COMBOS,
  uniformCells,
} from '../../common/range-chart';

describe('the hand grid', () => {
  it('has 169 distinct hands: pairs on the diagonal, suited above, offsuit below', () => {
    expect(HANDS).toHaveLength(169);
    expect(new Set(HANDS).size).toBe(169);
    expect(HAND_GRID[0].slice(0, 3)).toEqual(['AA', 'AKs', 'AQs']);
    expect(HAND_GRID[1][0]).toBe('AKo');
    expect(handAt(12, 12)).toBe('22');
    expect(handAt(4, 5)).toBe('T9s');
    expect(handAt(5, 4)).toBe('T9o');
    expect(handAt(12, 0)).toBe('A2o');
    expect(HANDS.filter((hand) => hand.length === 2)).toHaveLength(13);
    expect(HANDS.filter((hand) => hand.endsWith('s'))).toHaveLength(78);
    expect(HANDS.filter((hand) => hand.endsWith('o'))).toHaveLength(78);
  });

  it('counts 6 combos per pair, 4 suited, 12 offsuit: 1 326 in all', () => {
    expect([combosOf('77'), combosOf('AKs'), combosOf('T9o')]).toEqual([6, 4, 12]);
    expect(HANDS.reduce((sum, hand) => sum + combosOf(hand), 0)).toBe(TOTAL_COMBOS);
  });
});

describe('comboShares', () => {
  it('gives an all-raise chart 100 % raise', () => {
    const shares = comboShares(uniformCells({ raise: 100 }));
    expect(shares).toEqual({ raise: 1326, call: 0, fold: 0 });
    expect(percentOfCombos(shares.raise)).toBe(100);
  });

  it('gives a chart of only pairs raising 78 of 1 326 combos', () => {
    const cells = uniformCells();
    for (const hand of HANDS.filter((name) => name.length === 2)) cells[hand] = { raise: 100 };
    const shares = comboShares(cells);
    expect(shares).toEqual({ raise: 78, call: 0, fold: 1248 });
    expect(formatPercent(percentOfCombos(shares.raise))).toBe('5.9 %');
  });

  it("splits a mixed hand's combos by its percentages", () => {
    const cells = uniformCells();
    cells.AKo = { raise: 25, call: 75 };
    cells.AKs = { raise: 50, call: 50 };
    const shares = comboShares(cells);
    expect(shares.raise).toBe(3 + 2);
    expect(shares.call).toBe(9 + 2);
    expect(shares.fold).toBe(TOTAL_COMBOS - 16);
  });

  it('describes a mix largest first, leaving out zeros', () => {
    expect(describeMix({ call: 30, raise: 70, fold: 0 })).toBe('raise 70 %, call 30 %');
  });
});

describe('cellsProblem', () => {
  it('accepts a full chart', () => {
    expect(cellsProblem(uniformCells())).toBeNull();
  });

  it('names a missing hand count, a stranger, an unknown action and a bad sum', () => {
    const missing = uniformCells();
    delete missing.AA;
    expect(cellsProblem(missing)?.message).toBe('a chart needs all 169 hands, not 168');
    expect(cellsProblem({ ...uniformCells(), AKx: { fold: 100 } })?.path).toEqual(['AKx']);
    expect(cellsProblem({ ...uniformCells(), AKs: { limp: 100 } })).toEqual({
      path: ['AKs'],
      message: 'unknown action "limp"; the actions are raise, call, fold',
    });
    expect(cellsProblem({ ...uniformCells(), T9o: { raise: 60, call: 30 } })).toEqual({
      path: ['T9o'],
      message: 'the percentages must add up to 100, not 90',
    });
    expect(cellsProblem({ ...uniformCells(), '77': { raise: 50.5, call: 49.5 } })?.path).toEqual(['77', 'raise']);
    expect(cellsProblem({ ...uniformCells(), '77': { raise: 150, call: -50 } })?.path).toEqual(['77', 'raise']);
  });
});
