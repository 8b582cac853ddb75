import {
  BOARD_CARDS_BEFORE,
  type HandAction,
  type HandBoard,
  type HandPlayer,
  type ParsedHand,
  type Street,
} from '../../../../common/hand-histories.js';
import { HOLE_CARDS } from '../../../../common/poker-cards.js';
import { parseActionLine } from './action-line.js';
import { CardCheck } from './card-check.js';
import { isChatter } from './chatter.js';
import { opensHand, parseFirstLine, parseSeatLine, parseTableLine } from './header.js';
import { inEnglish } from './in-english.js';
import { readSummary } from './summary.js';
import { amountOf, cardsOf, HandHistoryError, isAmount } from './tokens.js';
import { unreturnedBet } from './unreturned-bet.js';

export { HandHistoryError } from './tokens.js';

/** The numbered lines of a text, blank ones left out (numbers still count them). */
function numberedLines(text: string): [number, string][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, i): [number, string] => [i + 1, line.trim()])
    .filter(([, line]) => line.length > 0);
}

// A hand run twice names its boards: `*** FIRST FLOP ***`, `*** SECOND SHOW DOWN ***`.
const STREET_LINE = /^\*\*\* (?:(FIRST|SECOND) )?(FLOP|TURN|RIVER) \*\*\* (?:\[[^\]]*\] )*\[([^\]]*)\]$/;
const SHOWDOWN = /^\*\*\* (?:(FIRST|SECOND) )?SHOW ?DOWN \*\*\*$/;
const MARKERS = /^\*\*\* (?:HOLE CARDS|PRE-FLOP) \*\*\*$/;
const THIRD_RUN = /^\*\*\* (?:THIRD|FOURTH) /;
const CASH_DROP = /^Cash Drop to Pot ?: total (\S+)$/;
const CANCELLED = 'Hand cancelled';

/** The seat lines after the table line (table talk before them skipped): at least two, within the table. */
function readSeats(lines: [number, string][], from: number, maxSeats: number) {
  const players: HandPlayer[] = [];
  let i = from;
  while (i < lines.length && players.length === 0 && !lines[i][1].startsWith('Seat ') && isChatter(lines[i][1])) i += 1;
  for (; i < lines.length; i += 1) {
    const player = parseSeatLine(lines[i][1], lines[i][0]);
    if (!player) break;
    if (player.seat < 1 || player.seat > maxSeats)
      throw new HandHistoryError(lines[i][0], `seat ${player.seat} is not at a ${maxSeats}-max table`);
    if (players.some((other) => other.name === player.name || other.seat === player.seat))
      throw new HandHistoryError(lines[i][0], `seat ${player.seat} (${player.name}) is listed twice`);
    players.push(player);
  }
  if (players.length < 2)
    throw new HandHistoryError(lines[i]?.[0] ?? lines[i - 1][0], 'a hand needs at least two seated players');
  return { players, body: i };
}

/** The boards the hand was played on, from its streets and collections: two when it was run twice. */
function boardsOf(actions: HandAction[]): HandBoard[] {
  const runs: HandBoard[] = [{ cards: [], pot: 0, winners: [] }];
  for (const action of actions) {
    if (action.kind !== 'street' && action.kind !== 'collect') continue;
    if (action.run === 2 && !runs[1])
      runs[1] = {
        cards:
          action.kind === 'street' ? runs[0].cards.slice(0, BOARD_CARDS_BEFORE[action.street]) : [...runs[0].cards],
        pot: 0,
        winners: [],
      };
    const board = runs[action.run === 2 ? 1 : 0];
    if (action.kind === 'street') {
      board.cards.push(...action.cards);
      continue;
    }
    const winner = board.winners.find((one) => one.player === action.player);
    if (winner) winner.amount = round(winner.amount + action.amount);
    else board.winners.push({ player: action.player, amount: action.amount });
    board.pot = round(board.pot + action.amount);
  }
  return runs;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One PokerStars or GGPoker hand history (cash or tournament, NLHE or PLO, run once or twice) as a normalised
 * hand, or a HandHistoryError naming the first line that cannot be read. All or nothing: a history ending
 * before its summary, or holding a second hand, is refused. A PokerStars hand in a language of vocabulary.ts is
 * read in English line by line first.
 */
export function parseHandHistory(text: string): ParsedHand {
  const lines = inEnglish(numberedLines(text));
  if (lines.length === 0) throw new HandHistoryError(1, 'the history is empty');
  const header = parseFirstLine(lines[0][1], lines[0][0]);
  if (lines.length < 2) throw new HandHistoryError(lines[0][0], 'the history ends after its first line');
  const cancelled = lines.find(([, line]) => line === CANCELLED);
  if (cancelled) throw new HandHistoryError(cancelled[0], 'the hand was cancelled before it was played');
  const table = parseTableLine(lines[1][1], lines[1][0]);
  const { players, body } = readSeats(lines, 2, table.maxSeats);
  if (!players.some((player) => player.seat === table.buttonSeat))
    throw new HandHistoryError(lines[1][0], `the button's seat ${table.buttonSeat} is empty`);
  const context = {
    names: players.map((player) => player.name).sort((a, b) => b.length - a.length),
    bigBlind: header.bigBlind,
  };
  const cards = new CardCheck(HOLE_CARDS[header.game]);
  const known = new Map<string, string[]>();
  const actions: HandAction[] = [];
  let run: 1 | 2 | null = null;
  let cashDrop = 0;

  const reveal = (player: string, revealed: string[], line: number, shown: boolean) => {
    cards.hole(revealed, line, shown, known.get(player));
    known.set(player, [...new Set([...(known.get(player) ?? []), ...revealed])]);
  };

  for (let i = body; i < lines.length; i += 1) {
    const [number, line] = lines[i];
    if (line === '*** SUMMARY ***') {
      const second = lines.slice(i + 1).find(([, rest]) => opensHand(rest));
      if (second) throw new HandHistoryError(second[0], 'a second hand starts here; attach one hand at a time');
      const summary = readSummary(lines.slice(i + 1), players);
      const missing = summary.pot && unreturnedBet(actions, summary.pot.totalPot, cashDrop);
      if (missing) actions.splice(firstCollect(actions), 0, missing);
      for (const shown of summary.reveals) {
        const action = revealed(actions, shown.player, shown.cards, shown.how);
        if (action) reveal(shown.player, shown.cards, shown.line, true);
      }
      return {
        ...header,
        ...table,
        players,
        actions,
        ...summary.pot,
        ...(cashDrop > 0 ? { cashDrop } : {}),
        boards: boardsOf(actions),
      };
    }
    if (MARKERS.test(line)) continue;
    if (THIRD_RUN.test(line)) throw new HandHistoryError(number, 'boards run three times or more cannot be replayed');
    const showdown = SHOWDOWN.exec(line);
    if (showdown) {
      run = showdown[1] === 'SECOND' ? 2 : showdown[1] === 'FIRST' ? 1 : run;
      continue;
    }
    const street = STREET_LINE.exec(line);
    if (street) {
      const name = street[2].toLowerCase() as Exclude<Street, 'preflop'>;
      const dealt = cardsOf(street[3], number);
      run = street[1] === 'SECOND' ? 2 : street[1] === 'FIRST' ? 1 : null;
      cards.street(name, dealt, number, run);
      actions.push({ kind: 'street', street: name, cards: dealt, ...(run === 2 ? { run } : {}) });
      continue;
    }
    const drop = CASH_DROP.exec(line);
    if (drop && isAmount(drop[1])) {
      cashDrop = round(cashDrop + amountOf(drop[1], number));
      continue;
    }
    if (opensHand(line)) throw new HandHistoryError(number, "a second hand starts before this one's *** SUMMARY ***");
    const action = parseActionLine(line, number, context);
    if (!action) continue;
    if (action.kind === 'deal' || action.kind === 'show') {
      reveal(action.player, action.cards, number, action.kind === 'show');
      if (action.kind === 'deal') for (const player of players) if (player.name === action.player) player.hero = true;
    }
    actions.push(action.kind === 'collect' && run === 2 ? { ...action, run } : action);
  }
  throw new HandHistoryError(lines[lines.length - 1][0], 'the history ends before its *** SUMMARY ***');
}

/**
 * Adds what a summary line reveals to the actions: a muck's cards, or a show the history had not written
 * (placed at the showdown, before the first collection). Null when the actions already showed those cards.
 */
function revealed(actions: HandAction[], player: string, cards: string[], how: 'showed' | 'mucked') {
  const same = (one: HandAction) =>
    (one.kind === 'show' || one.kind === 'deal') && one.player === player && one.cards.join() === cards.join();
  if (actions.some(same)) return null;
  const muck = actions.findIndex((one) => one.kind === 'muck' && one.player === player && !one.cards);
  if (how === 'mucked' && muck >= 0) {
    actions[muck] = { kind: 'muck', player, cards };
    return actions[muck];
  }
  const action: HandAction = how === 'mucked' ? { kind: 'muck', player, cards } : { kind: 'show', player, cards };
  actions.splice(firstCollect(actions), 0, action);
  return action;
}

/** Where the showdown ends: the first collection, or the end. */
function firstCollect(actions: HandAction[]) {
  const collect = actions.findIndex((one) => one.kind === 'collect');
  return collect < 0 ? actions.length : collect;
}
