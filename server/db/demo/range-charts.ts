import { type Cells, HANDS, type Mix, RANKS } from '../../../common/range-chart.js';

/** A chart from a rule over each hand's ranks (0 for an ace … 12 for a deuce), its suitedness and its pairing. */
function chart(mix: (high: number, low: number, kind: 'pair' | 'suited' | 'offsuit') => Mix): Cells {
  const rank = (symbol: string) => RANKS.indexOf(symbol as (typeof RANKS)[number]);
  return Object.fromEntries(
    HANDS.map((hand) => {
      const kind = hand.length === 2 ? 'pair' : hand.endsWith('s') ? 'suited' : 'offsuit';
      return [hand, mix(rank(hand[0]), rank(hand[1]), kind)];
    }),
  );
}

const RAISE: Mix = { raise: 100 };
const FOLD: Mix = { fold: 100 };
const SOMETIMES: Mix = { raise: 50, fold: 50 };

/** Six-max, 100 big blinds: the button opens about four hands in ten. */
const buttonOpen = chart((high, low, kind) => {
  if (kind === 'pair') return RAISE;
  if (kind === 'suited') return high <= 2 || low - high <= 3 ? RAISE : FOLD;
  if (high === 0) return low >= 9 ? SOMETIMES : RAISE;
  const widest = [0, 6, 5, 5, 5][high];
  return widest !== undefined && low <= widest ? RAISE : FOLD;
});

/** Under the gun at six-max: strong pairs, suited broadways and aces, the best offsuit broadways. */
const underTheGunOpen = chart((high, low, kind) => {
  if (kind === 'pair') return low >= 10 ? SOMETIMES : RAISE;
  if (kind === 'suited') return high === 0 || (high <= 2 && low <= 4) || (low - high === 1 && high <= 5) ? RAISE : FOLD;
  return (high === 0 && low <= 3) || (high === 1 && low === 2) ? RAISE : FOLD;
});

/** Range charts of the demo lectures, by their video file, in the order members see them. */
export const DEMO_RANGE_CHARTS: Record<string, { title: string; cells: Cells }[]> = {
  'lecture-01': [
    { title: 'Button open, 100 bb', cells: buttonOpen },
    { title: 'Under the gun open, 100 bb', cells: underTheGunOpen },
  ],
};
