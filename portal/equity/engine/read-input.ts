import { parseCards } from './cards';
import { type Game, type Holding, parseHolding } from './holdings';
import { type EquityField, type EquityInput, inputProblem } from './input';

/** The calculator's input as typed: one text per player (hero first), the board and the dead cards. */
export interface EquityTexts {
  game: Game;
  players: string[];
  board: string;
  dead: string;
}

/** The typed texts read into an input the engine runs, or the first problem with the field it is in. */
export function readEquityInput(
  texts: EquityTexts,
  ranges: Record<number, Holding> = {},
): { input: EquityInput } | { message: string; field?: EquityField } {
  const holdings: Holding[] = [];
  for (const [at, text] of texts.players.entries()) {
    const read = ranges[at] ? { holding: ranges[at] } : parseHolding(text, texts.game);
    if ('message' in read) return { message: read.message, field: at };
    holdings.push(read.holding);
  }
  const board = parseCards(texts.board);
  if ('message' in board) return { message: board.message, field: 'board' };
  const dead = parseCards(texts.dead);
  if ('message' in dead) return { message: dead.message, field: 'dead' };
  const input: EquityInput = { game: texts.game, holdings, board: board.cards, dead: dead.cards };
  const problem = inputProblem(input);
  return problem ?? { input };
}
