/**
 * Preflop range charts: the 13×13 hand grid, combo counts and each action's share of the
 * 1 326 starting hands. One module for the staff editor, the member view and the server's validation.
 */

/** Rows and columns of the grid, strongest first. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export const ACTIONS = ['raise', 'call', 'fold'] as const;
export type Action = (typeof ACTIONS)[number];
/** An action's percentage of a hand's combos; the percentages of a cell are whole numbers adding up to 100. */
export type Mix = Partial<Record<Action, number>>;
/** Every one of the 169 hands with its mix, keyed by hand name (`AA`, `AKs`, `T9o`). */
export type Cells = Record<string, Mix>;

export const TOTAL_COMBOS = 1326;
export const MAX_RANGE_CHART_TITLE = 80;
export const MAX_RANGE_CHARTS = 12;

export const RANGE_CHART_TEXTS = {
  notFound: 'Range chart not found',
  added: 'Range chart added',
  updated: 'Range chart updated',
  deleted: 'Range chart deleted',
  tooMany: `A lecture has at most ${MAX_RANGE_CHARTS} range charts; delete one first`,
  title: 'Please give the chart a title',
} as const;

/** The hand in a grid cell: pairs on the diagonal, suited above it, offsuit below (higher rank first). */
export function handAt(row: number, col: number): string {
  if (row === col) return RANKS[row] + RANKS[col];
  return row < col ? `${RANKS[row]}${RANKS[col]}s` : `${RANKS[col]}${RANKS[row]}o`;
}

/** The grid's hands row by row. */
export const HAND_GRID: readonly (readonly string[])[] = RANKS.map((_, row) =>
  RANKS.map((__, col) => handAt(row, col)),
);
/** All 169 hand names in grid order. */
export const HANDS: readonly string[] = HAND_GRID.flat();
const HAND_SET: ReadonlySet<string> = new Set(HANDS);

export const isHand = (name: string): boolean => HAND_SET.has(name);

/** Combos of a hand: 6 for a pair, 4 suited, 12 offsuit. */
export function combosOf(hand: string): number {
  if (hand.endsWith('s')) return 4;
  if (hand.endsWith('o')) return 12;
  return 6;
}

/** A chart where every hand takes the one mix (staff start from all fold). */
export function uniformCells(mix: Mix = { fold: 100 }): Cells {
  return Object.fromEntries(HANDS.map((hand) => [hand, { ...mix }]));
}

/** Combos per action over the whole chart; a mixed hand gives each action its combos × percentage. */
export function comboShares(cells: Cells): Record<Action, number> {
  const shares: Record<Action, number> = { raise: 0, call: 0, fold: 0 };
  for (const hand of HANDS) {
    const mix = cells[hand];
    if (!mix) continue;
    for (const action of ACTIONS) shares[action] += (combosOf(hand) * (mix[action] ?? 0)) / 100;
  }
  return shares;
}

/** A share of the 1 326 combos as a percentage, e.g. 78 → 5.88. */
export const percentOfCombos = (combos: number): number => (combos / TOTAL_COMBOS) * 100;

/** `5.9 %` for display; whole numbers stay whole. */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} %`;
}

/** The actions a cell holds, largest first, with their percentages (zeros left out). */
export function mixParts(mix: Mix): [Action, number][] {
  return ACTIONS.flatMap((action): [Action, number][] => (mix[action] ? [[action, mix[action]]] : [])).sort(
    (a, b) => b[1] - a[1],
  );
}

/** `raise 50 %, call 50 %`: what a cell holds, in words (accessible names, the hover readout). */
export const describeMix = (mix: Mix): string =>
  mixParts(mix)
    .map(([action, percent]) => `${action} ${percent} %`)
    .join(', ');

/** What is wrong with one cell's mix, or null. */
export function mixProblem(mix: Record<string, unknown>): { action?: string; message: string } | null {
  let sum = 0;
  for (const [action, percent] of Object.entries(mix)) {
    if (!(ACTIONS as readonly string[]).includes(action))
      return { message: `unknown action "${action}"; the actions are ${ACTIONS.join(', ')}` };
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100)
      return { action, message: 'percentages must be whole numbers from 0 to 100' };
    sum += percent;
  }
  if (sum !== 100) return { message: `the percentages must add up to 100, not ${sum}` };
  return null;
}

/** What is wrong with a chart's cells, naming the hand (and action) where there is one; null if it is sound. */
export function cellsProblem(
  cells: Record<string, Record<string, unknown>>,
): { path: string[]; message: string } | null {
  const names = Object.keys(cells);
  const stranger = names.find((name) => !isHand(name));
  if (stranger !== undefined)
    return { path: [stranger], message: `"${stranger}" is not a hand; hands are named like AA, AKs, T9o` };
  if (names.length !== HANDS.length)
    return { path: [], message: `a chart needs all ${HANDS.length} hands, not ${names.length}` };
  for (const hand of HANDS) {
    const problem = mixProblem(cells[hand]);
    if (problem) return { path: problem.action ? [hand, problem.action] : [hand], message: problem.message };
  }
  return null;
}
