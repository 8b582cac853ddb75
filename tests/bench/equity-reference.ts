import evaluate5 from 'phe/lib/evaluator5';
import evaluate7 from 'phe/lib/evaluator7';
import { Xoshiro128 } from '../../portal/equity/engine/random.js';

/**
 * The reference the equity figures are measured against: phe alone in Node, evaluating the same boards
 * in plain loops, with no worker, no input reading and no tally around it.
 */

/** Every board for two known hold'em hands, both evaluated on each: the boards counted per second. */
export function bareExactHoldem(hero: number[], villain: number[]): number {
  const deck = Array.from({ length: 52 }, (_, card) => card).filter(
    (card) => !hero.includes(card) && !villain.includes(card),
  );
  const size = deck.length;
  let boards = 0;
  let wins = 0;
  const started = performance.now();
  for (let a = 0; a < size; a++)
    for (let b = a + 1; b < size; b++)
      for (let c = b + 1; c < size; c++)
        for (let d = c + 1; d < size; d++)
          for (let e = d + 1; e < size; e++) {
            const hero7 = evaluate7(hero[0], hero[1], deck[a], deck[b], deck[c], deck[d], deck[e]);
            if (hero7 < evaluate7(villain[0], villain[1], deck[a], deck[b], deck[c], deck[d], deck[e])) wins++;
            boards++;
          }
  if (wins < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return boards / ((performance.now() - started) / 1000);
}

/** `count` random deals of two hands and a board, drawn beforehand so the timing is the evaluator's alone. */
function deals(count: number, holeCards: number, seed: number): Int8Array {
  const random = Xoshiro128.seeded(seed);
  const perDeal = 2 * holeCards + 5;
  const out = new Int8Array(count * perDeal);
  const deck = Array.from({ length: 52 }, (_, card) => card);
  for (let deal = 0; deal < count; deal++)
    for (let at = 0; at < perDeal; at++) {
      const swap = at + random.below(52 - at);
      [deck[at], deck[swap]] = [deck[swap], deck[at]];
      out[deal * perDeal + at] = deck[at];
    }
  return out;
}

/** Two random hold'em hands and boards: showdowns evaluated per second. */
export function bareSampledHoldem(count: number): number {
  const cards = deals(count, 2, 1);
  let wins = 0;
  const started = performance.now();
  for (let at = 0; at < cards.length; at += 9) {
    const hero = evaluate7(
      cards[at],
      cards[at + 1],
      cards[at + 4],
      cards[at + 5],
      cards[at + 6],
      cards[at + 7],
      cards[at + 8],
    );
    if (
      hero <
      evaluate7(cards[at + 2], cards[at + 3], cards[at + 4], cards[at + 5], cards[at + 6], cards[at + 7], cards[at + 8])
    )
      wins++;
  }
  if (wins < 0) throw new Error('unreachable');
  return count / ((performance.now() - started) / 1000);
}

/** Omaha's best of 60 five-card hands, phe's five-card evaluator in a plain loop. */
function omaha(cards: Int8Array, hole: number, board: number): number {
  let best = 1e9;
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 4; j++)
      for (let a = 0; a < 3; a++)
        for (let b = a + 1; b < 4; b++)
          for (let c = b + 1; c < 5; c++) {
            const rank = evaluate5(
              cards[hole + i],
              cards[hole + j],
              cards[board + a],
              cards[board + b],
              cards[board + c],
            );
            if (rank < best) best = rank;
          }
  return best;
}

/** Two random PLO hands and boards: showdowns evaluated per second. */
export function bareSampledOmaha(count: number): number {
  const cards = deals(count, 4, 2);
  let wins = 0;
  const started = performance.now();
  for (let at = 0; at < cards.length; at += 13) if (omaha(cards, at, at + 8) < omaha(cards, at + 4, at + 8)) wins++;
  if (wins < 0) throw new Error('unreachable');
  return count / ((performance.now() - started) / 1000);
}
