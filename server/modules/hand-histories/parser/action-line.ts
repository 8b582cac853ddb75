import type { HandAction } from '../../../../common/hand-histories.js';
import { isChatter } from './chatter.js';
import { amountOf, cardsOf, HandHistoryError, isAmount, isLineText } from './tokens.js';

/**
 * What one line of the action means: an action, or nothing to replay (`null`); `undefined` when a reading
 * does not fit (an amount that is not one), so the next is tried.
 */
type LineMeaning = HandAction | null | undefined;

/** What a line is read against: the seated players, longest name first, and the big blind. */
export interface LineContext {
  names: readonly string[];
  bigBlind: number;
}

// After "NAME: ": what a player does. Each returns the action for `player`. Every quantifier here stops where
// the next piece starts (`\S+` at a space, `[^\]]*` at the bracket), so a failing line is read once. A wager
// may end "and is all-in", or on a capped table "and has reached the $80 cap" (the player puts in no more,
// with chips behind: not all-in).
const WAGER_END = String.raw`(?: and is all-in| and has reached the \S+ cap)?$`;
const PLAYER_MOVES: [
  RegExp,
  (match: RegExpExecArray, player: string, line: number, context: LineContext) => LineMeaning,
][] = [
  [/^folds(?: \[[^\]]*\])?$/, (_, player) => ({ kind: 'fold', player })],
  [/^checks$/, (_, player) => ({ kind: 'check', player })],
  [
    new RegExp(String.raw`^(calls|bets) (\S+)${WAGER_END}`),
    (m, player, line) =>
      isAmount(m[2])
        ? { kind: m[1] === 'calls' ? 'call' : 'bet', player, amount: amountOf(m[2], line), allIn: allIn(m[0]) }
        : undefined,
  ],
  [
    new RegExp(String.raw`^raises (\S+) to (\S+)${WAGER_END}`),
    (m, player, line) =>
      isAmount(m[1]) && isAmount(m[2])
        ? { kind: 'raise', player, to: amountOf(m[2], line), allIn: allIn(m[0]) }
        : undefined,
  ],
  [
    /^posts (small blind|big blind|the ante|small & big blinds|straddle) (\S+)(?: and is all-in)?$/,
    (m, player, line, context) => (isAmount(m[2]) ? post(m[1], player, amountOf(m[2], line), context) : undefined),
  ],
  // GGPoker shows one card of two as well as both.
  [/^shows \[([^\]]*)\](?: \(.*\))?$/, (m, player, line) => ({ kind: 'show', player, cards: cardsOf(m[1], line) })],
  [/^(?:mucks hand|doesn't show hand)(?: \[[^\]]*\])?$/, (_, player) => ({ kind: 'muck', player })],
  [/^(?:sits out|is sitting out|sitting out|is away|returns|has returned)$/, () => null],
  // GGPoker's all-in insurance: the player is paid or pays the difference outside the pot, whose collected
  // lines stay as the cards fell.
  [/^(?:Chooses to EV Cashout|Pays Cashout Risk \(\S+\)|Receives Cashout \(\S+\))$/, () => null],
];

const allIn = (line: string) => line.endsWith(' and is all-in');

/**
 * A blind or ante. `small & big blinds` (a player coming in out of turn) posts both at once: the small blind is
 * dead, straight into the pot, and only the big blind is a live bet.
 */
function post(what: string, player: string, amount: number, context: LineContext): HandAction {
  if (what === 'small & big blinds') {
    const dead = Math.round(Math.max(0, amount - context.bigBlind) * 100) / 100;
    return { kind: 'post', player, amount, blind: 'blind', ...(dead > 0 ? { dead } : {}) };
  }
  const blind = what === 'the ante' ? 'ante' : what === 'small blind' || what === 'big blind' ? what : 'blind';
  return { kind: 'post', player, amount, blind };
}

const UNCALLED = /^Uncalled bet \(([^\s)]+)\) returned to (.+)$/;
const DEALT_TO = 'Dealt to ';
const POT = /^(?:the )?(?:main |side )?pot(?:-\d+)?$/;

/** `Uncalled bet ($2) returned to NAME`. */
function uncalledBet(text: string, line: number): LineMeaning {
  const match = UNCALLED.exec(text);
  if (!match || !isAmount(match[1])) return undefined;
  return { kind: 'returned', player: match[2], amount: amountOf(match[1], line) };
}

/** `Dealt to NAME [Ah Kd]`: the cards hold no `]`, so they open at the first ` [` after the body's last `]`. */
function dealtTo(text: string, line: number): LineMeaning {
  if (!text.startsWith(DEALT_TO) || !text.endsWith(']')) return undefined;
  const body = text.slice(DEALT_TO.length, -1);
  const open = body.indexOf(' [', Math.max(1, body.lastIndexOf(']') + 1));
  const player = body.slice(0, open);
  if (open < 0 || !isLineText(player)) return undefined;
  return { kind: 'deal', player, cards: cardsOf(body.slice(open + 2), line) };
}

/**
 * `NAME collected $5 from [the] [main |side ]pot[-2]`: the words after the name are three to five, so the
 * first of the three places "collected" can stand that fits ends the name.
 */
function collected(text: string, line: number): LineMeaning {
  const words = text.split(' ');
  for (let at = Math.max(1, words.length - 6); at <= words.length - 4; at += 1) {
    const [verb, amount, from, ...pot] = words.slice(at);
    const player = words.slice(0, at).join(' ');
    if (verb === 'collected' && isAmount(amount) && from === 'from' && POT.test(pot.join(' ')) && isLineText(player))
      return { kind: 'collect', player, amount: amountOf(amount, line) };
  }
  return undefined;
}

// Lines naming a player without "NAME: ".
const PLAYER_LINES = [uncalledBet, dealtTo, collected];

/** The action a line of the hand's body holds. */
export function parseActionLine(text: string, line: number, context: LineContext): HandAction | null {
  const { names } = context;
  const mover = names.find((name) => text.startsWith(`${name}: `));
  if (mover !== undefined) {
    const rest = text.slice(mover.length + 2).trim();
    for (const [pattern, meaning] of PLAYER_MOVES) {
      const match = pattern.exec(rest);
      const action = match ? meaning(match, mover, line, context) : undefined;
      if (action !== undefined) return seated(action, names, line);
    }
    throw new HandHistoryError(line, `"${rest}" is not an action this replayer knows`);
  }
  for (const read of PLAYER_LINES) {
    const action = read(text, line);
    if (action !== undefined) return seated(action, names, line);
  }
  if (isChatter(text)) return null;
  throw new HandHistoryError(line, `"${text.slice(0, 60)}" is not a line of a hand history`);
}

function seated(action: HandAction | null, names: readonly string[], line: number): HandAction | null {
  if (!action) return null;
  if ('player' in action && !names.includes(action.player))
    throw new HandHistoryError(line, `"${action.player}" has no seat at this table`);
  return action;
}
