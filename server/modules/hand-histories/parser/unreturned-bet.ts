/**
 * Older PokerStars hands (2011) leave out `Uncalled bet ($2.50) returned to NAME`: the winner of an uncontested
 * raise collects the pot without the raise's uncalled part. The summary's total pot tells: when the chips put
 * in exceed it by what the last street's biggest bet was above the next one, that part went back.
 */
import type { HandAction } from '../../../../common/hand-histories.js';

const round = (value: number) => Math.round(value * 100) / 100;

/** Chips put in, and each player's total on the last street, up to the first collection. */
function chipsIn(actions: readonly HandAction[]) {
  let total = 0;
  let street = new Map<string, number>();
  for (const action of actions) {
    if (action.kind === 'collect') break;
    if (action.kind === 'street') street = new Map();
    if (action.kind === 'returned') return null;
    const add = (player: string, amount: number, live: number) => {
      total = round(total + amount);
      street.set(player, round((street.get(player) ?? 0) + live));
    };
    if (action.kind === 'post')
      add(action.player, action.amount, action.blind === 'ante' ? 0 : action.amount - (action.dead ?? 0));
    if (action.kind === 'call' || action.kind === 'bet') add(action.player, action.amount, action.amount);
    if (action.kind === 'raise')
      add(action.player, action.to - (street.get(action.player) ?? 0), action.to - (street.get(action.player) ?? 0));
  }
  return { total, street };
}

/** The `returned` action the history left out, or null when nothing is missing (or it cannot tell). */
export function unreturnedBet(actions: readonly HandAction[], totalPot: number, cashDrop: number): HandAction | null {
  const chips = chipsIn(actions);
  if (!chips) return null;
  const excess = round(chips.total + cashDrop - totalPot);
  const [top, next] = [...chips.street].sort((a, b) => b[1] - a[1]);
  if (excess <= 0 || !top || round(top[1] - (next?.[1] ?? 0)) !== excess) return null;
  return { kind: 'returned', player: top[0], amount: excess };
}
