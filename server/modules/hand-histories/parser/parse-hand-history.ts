import { type HandAction, type HandPlayer, type ParsedHand, type Street } from '../../../../common/hand-histories.js';
import { HOLE_CARDS } from '../../../../common/poker-cards.js';
import { parseActionLine } from './action-line.js';
import { opensHand, parseFirstLine, parseSeatLine, parseTableLine } from './header.js';
import { cardsOf, HandHistoryError } from './tokens.js';

export { HandHistoryError } from './tokens.js';

/** The numbered lines of a text, blank ones left out (numbers still count them). */
function numberedLines(text: string): [number, string][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, i): [number, string] => [i + 1, line.trim()])
    .filter(([, line]) => line.length > 0);
}

const STREET_LINE = /^\*\*\* (FLOP|TURN|RIVER) \*\*\* (?:\[[^\]]*\] )*\[([^\]]*)\]$/;
const NEW_CARDS: Record<Exclude<Street, 'preflop'>, number> = { flop: 3, turn: 1, river: 1 };
const MARKERS = /^\*\*\* (?:HOLE CARDS|SHOW ?DOWN|PRE-FLOP) \*\*\*$/;

/** Follows the cards a hand reveals: each card once, streets in order, hole cards of the game's count. */
class CardCheck {
  private seen = new Set<string>();
  private streets: Street[] = ['preflop'];
  constructor(private readonly holeCards: number) {}

  street(street: Exclude<Street, 'preflop'>, cards: string[], line: number) {
    const expected = ['flop', 'turn', 'river'][this.streets.length - 1];
    if (street !== expected)
      throw new HandHistoryError(
        line,
        expected ? `the ${expected} comes next, not the ${street}` : 'the river was dealt already',
      );
    if (cards.length !== NEW_CARDS[street])
      throw new HandHistoryError(line, `the ${street} deals ${NEW_CARDS[street]} card(s), not ${cards.length}`);
    this.streets.push(street);
    this.unique(cards, line);
  }

  hole(cards: string[], line: number, already?: string[]) {
    if (cards.length !== this.holeCards)
      throw new HandHistoryError(line, `a player holds ${this.holeCards} cards in this game, not ${cards.length}`);
    if (already && already.join() === cards.join()) return;
    this.unique(cards, line);
  }

  private unique(cards: string[], line: number) {
    for (const card of cards) {
      if (this.seen.has(card)) throw new HandHistoryError(line, `${card} is dealt twice`);
      this.seen.add(card);
    }
  }
}

/** The seat lines after the table line: at least two players, seats within the table. */
function readSeats(lines: [number, string][], from: number, maxSeats: number): HandPlayer[] {
  const players: HandPlayer[] = [];
  for (let i = from; i < lines.length; i += 1) {
    const player = parseSeatLine(lines[i][1], lines[i][0]);
    if (!player) break;
    if (player.seat < 1 || player.seat > maxSeats)
      throw new HandHistoryError(lines[i][0], `seat ${player.seat} is not at a ${maxSeats}-max table`);
    if (players.some((other) => other.name === player.name || other.seat === player.seat))
      throw new HandHistoryError(lines[i][0], `seat ${player.seat} (${player.name}) is listed twice`);
    players.push(player);
  }
  if (players.length < 2)
    throw new HandHistoryError(lines[from]?.[0] ?? lines[from - 1][0], 'a hand needs at least two seated players');
  return players;
}

/**
 * One PokerStars or GGPoker hand history (cash or tournament, NLHE or PLO) as a normalised hand, or a
 * HandHistoryError naming the first line that cannot be read. All or nothing: a history ending before
 * its summary, or holding a second hand, is refused.
 */
export function parseHandHistory(text: string): ParsedHand {
  const lines = numberedLines(text);
  if (lines.length === 0) throw new HandHistoryError(1, 'the history is empty');
  const header = parseFirstLine(lines[0][1], lines[0][0]);
  if (lines.length < 2) throw new HandHistoryError(lines[0][0], 'the history ends after its first line');
  const table = parseTableLine(lines[1][1], lines[1][0]);
  const players = readSeats(lines, 2, table.maxSeats);
  if (!players.some((player) => player.seat === table.buttonSeat))
    throw new HandHistoryError(lines[1][0], `the button's seat ${table.buttonSeat} is empty`);
  const names = players.map((player) => player.name).sort((a, b) => b.length - a.length);
  const cards = new CardCheck(HOLE_CARDS[header.game]);
  const shown = new Map<string, string[]>();
  const actions: HandAction[] = [];

  for (let i = 2 + players.length; i < lines.length; i += 1) {
    const [number, line] = lines[i];
    if (line === '*** SUMMARY ***') {
      const second = lines.slice(i + 1).find(([, rest]) => opensHand(rest));
      if (second) throw new HandHistoryError(second[0], 'a second hand starts here; attach one hand at a time');
      return { ...header, ...table, players, actions };
    }
    if (MARKERS.test(line)) continue;
    if (/^\*\*\* (?:FIRST|SECOND|THIRD) /.test(line))
      throw new HandHistoryError(number, 'boards run more than once cannot be replayed');
    const street = STREET_LINE.exec(line);
    if (street) {
      const name = street[1].toLowerCase() as Exclude<Street, 'preflop'>;
      const dealt = cardsOf(street[2], number);
      cards.street(name, dealt, number);
      actions.push({ kind: 'street', street: name, cards: dealt });
      continue;
    }
    if (opensHand(line)) throw new HandHistoryError(number, "a second hand starts before this one's *** SUMMARY ***");
    const action = parseActionLine(line, number, names);
    if (!action) continue;
    if (action.kind === 'deal' || action.kind === 'show') {
      cards.hole(action.cards, number, shown.get(action.player));
      shown.set(action.player, action.cards);
      if (action.kind === 'deal') for (const player of players) if (player.name === action.player) player.hero = true;
    }
    actions.push(action);
  }
  throw new HandHistoryError(lines[lines.length - 1][0], 'the history ends before its *** SUMMARY ***');
}
