import evaluate5 from 'phe/lib/evaluator5';
import evaluate7 from 'phe/lib/evaluator7';
import type { Card } from './cards';
import type { Game } from './holdings';

/** Hold'em: the best five of the two hole cards and the five on the board. Lower is stronger. */
const holdem = (hole: ArrayLike<Card>, board: ArrayLike<Card>): number =>
  evaluate7(hole[0], hole[1], board[0], board[1], board[2], board[3], board[4]);

/** Omaha: exactly two of the four hole cards with exactly three of the board, the best of the 60 ways. */
function omaha(hole: ArrayLike<Card>, board: ArrayLike<Card>): number {
  let best = Number.MAX_SAFE_INTEGER;
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 4; j++)
      for (let a = 0; a < 3; a++)
        for (let b = a + 1; b < 4; b++)
          for (let c = b + 1; c < 5; c++) {
            const rank = evaluate5(hole[i], hole[j], board[a], board[b], board[c]);
            if (rank < best) best = rank;
          }
  return best;
}

/** A player's showdown strength on a full board: lower beats higher, equal splits. */
export const STRENGTH: Record<Game, (hole: ArrayLike<Card>, board: ArrayLike<Card>) => number> = {
  nlhe: holdem,
  plo: omaha,
};
