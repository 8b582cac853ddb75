import type { HandAction } from '../../../../common/hand-history.js';
import { AMOUNT, amountOf, cardsOf, HandHistoryError } from './tokens.js';

/** What one line of the action means: an action, nothing to replay (`null`), or not a line of a history. */
type LineMeaning = HandAction | null | undefined;

const ALL_IN = '( and is all-in)?';
// After "NAME: ": what a player does. Each returns the action for `player`.
const PLAYER_MOVES: [RegExp, (match: RegExpExecArray, player: string, line: number) => LineMeaning][] = [
  [/^folds(?: \[[^\]]*\])?$/, (_, player) => ({ kind: 'fold', player })],
  [/^checks$/, (_, player) => ({ kind: 'check', player })],
  [
    new RegExp(`^(calls|bets) (${AMOUNT})${ALL_IN}$`),
    (m, player, line) => ({
      kind: m[1] === 'calls' ? 'call' : 'bet',
      player,
      amount: amountOf(m[2], line),
      allIn: !!m[3],
    }),
  ],
  [
    new RegExp(`^raises ${AMOUNT} to (${AMOUNT})${ALL_IN}$`),
    (m, player, line) => ({ kind: 'raise', player, to: amountOf(m[1], line), allIn: !!m[2] }),
  ],
  [
    new RegExp(`^posts (small blind|big blind|the ante|small & big blinds|straddle) (${AMOUNT})$`),
    (m, player, line) => ({
      kind: 'post',
      player,
      amount: amountOf(m[2], line),
      blind: m[1] === 'the ante' ? 'ante' : m[1] === 'small blind' || m[1] === 'big blind' ? m[1] : 'blind',
    }),
  ],
  [/^shows \[([^\]]*)\](?: \(.*\))?$/, (m, player, line) => ({ kind: 'show', player, cards: cardsOf(m[1], line) })],
  [/^(?:mucks hand|doesn't show hand)(?: \[[^\]]*\])?$/, (_, player) => ({ kind: 'muck', player })],
  [/^(?:sits out|is sitting out|sitting out|is away|returns|has returned)$/, () => null],
];

// Lines naming a player without "NAME: ", with the name captured first.
const PLAYER_LINES: [RegExp, (match: RegExpExecArray, line: number) => LineMeaning][] = [
  [
    new RegExp(`^Uncalled bet \\((${AMOUNT})\\) returned to (.+)$`),
    (m, line) => ({ kind: 'returned', player: m[2], amount: amountOf(m[1], line) }),
  ],
  [
    new RegExp(`^Dealt to (.+?) \\[([^\\]]*)\\]$`),
    (m, line) => ({ kind: 'deal', player: m[1], cards: cardsOf(m[2], line) }),
  ],
  [
    new RegExp(`^(.+?) collected (${AMOUNT}) from (?:the )?(?:main |side )?pot(?:-\\d+)?$`),
    (m, line) => ({ kind: 'collect', player: m[1], amount: amountOf(m[2], line) }),
  ],
];

// Table talk and comings and goings: part of a history, nothing to replay.
const CHATTER =
  /^(?:Dealt to \S.*|.+ said, ".*"|.+ (?:joins the table.*|leaves the table|is disconnected|is connected|has timed out.*|is sitting out|finished the tournament.*|wins the tournament.*|re-buys.*|will be allowed to play after the button|was removed from the table.*))$/;

/** The action a line of the hand's body holds; `names` are the seated players, longest first. */
export function parseActionLine(text: string, line: number, names: readonly string[]): HandAction | null {
  const mover = names.find((name) => text.startsWith(`${name}: `));
  if (mover !== undefined) {
    const rest = text.slice(mover.length + 2).trim();
    for (const [pattern, meaning] of PLAYER_MOVES) {
      const match = pattern.exec(rest);
      if (match) return seated(meaning(match, mover, line), names, line);
    }
    throw new HandHistoryError(line, `"${rest}" is not an action this replayer knows`);
  }
  for (const [pattern, meaning] of PLAYER_LINES) {
    const match = pattern.exec(text);
    if (match) return seated(meaning(match, line), names, line);
  }
  if (CHATTER.test(text)) return null;
  throw new HandHistoryError(line, `"${text.slice(0, 60)}" is not a line of a hand history`);
}

function seated(action: LineMeaning, names: readonly string[], line: number): HandAction | null {
  if (!action) return null;
  if ('player' in action && !names.includes(action.player))
    throw new HandHistoryError(line, `"${action.player}" has no seat at this table`);
  return action;
}
