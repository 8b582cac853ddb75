/**
 * Checks a parsed hand against its own history's summary, read here apart from the parser: the chips put
 * in make the total pot, the winners collect what the seat lines say, every card the summary shows is
 * shown, and the boards are the summary's.
 */
import type { ParsedHand } from '../../../common/hand-histories.js';
import { replayStates } from '../../../portal/hand-histories/replay-state.js';

/** `$1,234.50`, `€0.79` and `0.79 €` alike. */
const amount = (text: string) => Number(text.replace(/[$€£\s]/g, '').replaceAll(',', ''));
const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

interface Summary {
  totalPot: number;
  fees: number;
  won: Map<string, number>;
  shown: Map<string, string[]>;
  boards: string[][];
}

/** The words of a summary, in each language the corpus holds (kept apart from the parser's vocabulary). */
interface SummaryWords {
  opens: RegExp;
  summary: string;
  totalPot: string;
  board: RegExp;
  seat: RegExp;
  won: RegExp;
  shown: RegExp;
}

const ENGLISH: SummaryWords = {
  opens: /^(?:PokerStars |Poker Hand #)/,
  summary: '*** SUMMARY ***',
  totalPot: 'Total pot ',
  board: /^(?:(FIRST|SECOND) )?Board \[(.*)\]$/,
  seat: /^Seat (\d+): /,
  won: / (?:won|collected) \(([^)]+)\)/g,
  shown: / (?:showed|mucked) \[([^\]]*)\]/,
};
const LOCALIZED: SummaryWords[] = [
  {
    opens: /^Mão PokerStars #/,
    summary: '*** SUMÁRIO ***',
    totalPot: 'Total pote ',
    board: /^()Mesa \[(.*)\]$/,
    seat: /^Lugar (\d+): /,
    won: / (?:ganhou|recebeu) \(([^)]+)\)/g,
    shown: / (?:mostrou|escondeu as cartas) \[([^\]]*)\]/,
  },
];

/** The first line of a hand, in any language the corpus holds. */
export const FIRST_LINE = new RegExp([ENGLISH, ...LOCALIZED].map((words) => words.opens.source).join('|'));

// An amount as a summary writes it: `$4.15`, `1500`, `0.83 €`.
const AMOUNT = String.raw`[$€£]?\d[\d,]*(?:\.\d+)?(?: [$€£])?`;
const firstAmount = (text: string) => amount(new RegExp(`^${AMOUNT}`).exec(text)?.[0] ?? 'NaN');
const lastAmount = (text: string) => amount(new RegExp(`${AMOUNT}$`).exec(text.trim())?.[0] ?? 'NaN');

function readSummary(text: string, hand: ParsedHand): Summary {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const words = LOCALIZED.find((language) => language.opens.test(lines[0])) ?? ENGLISH;
  const at = lines.indexOf(words.summary);
  const summary: Summary = { totalPot: NaN, fees: 0, won: new Map(), shown: new Map(), boards: [] };
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith(words.totalPot)) {
      const [pot, ...fees] = line.split(' | ');
      summary.totalPot = firstAmount(pot.slice(words.totalPot.length));
      summary.fees = fees.reduce((sum, fee) => sum + lastAmount(fee), 0);
    }
    const board = words.board.exec(line);
    if (board) summary.boards[board[1] === 'SECOND' ? 1 : 0] = board[2].split(' ');
    const seat = words.seat.exec(line);
    const player = seat && hand.players.find((one) => one.seat === Number(seat[1]));
    if (!player || !line.startsWith(`${seat[0]}${player.name}`)) continue;
    const rest = line.slice(seat[0].length + player.name.length);
    for (const won of rest.matchAll(words.won))
      summary.won.set(player.name, (summary.won.get(player.name) ?? 0) + amount(won[1]));
    const cards = words.shown.exec(rest);
    if (cards) summary.shown.set(player.name, cards[1].split(' '));
  }
  return summary;
}

/** What does not match, in words; empty when the hand agrees with its summary. */
export function summaryMismatches(text: string, hand: ParsedHand): string[] {
  const summary = readSummary(text, hand);
  const wrong: string[] = [];
  if (hand.totalPot !== summary.totalPot) wrong.push(`total pot ${hand.totalPot}, summary ${summary.totalPot}`);
  if (!close(hand.rake ?? NaN, summary.fees)) wrong.push(`rake ${hand.rake}, summary ${summary.fees}`);

  const states = replayStates(hand);
  const firstCollect = hand.actions.findIndex((action) => action.kind === 'collect');
  // GGPoker's total pot counts its cash drop.
  const inPot = states[firstCollect < 0 ? states.length - 1 : firstCollect].pot;
  if (!close(inPot, summary.totalPot)) wrong.push(`the pot holds ${inPot}, the total pot is ${summary.totalPot}`);
  const negative = states.at(-1)!.seats.filter((seat) => seat.stack < -0.005);
  if (negative.length) wrong.push(`negative stacks: ${negative.map((seat) => seat.name).join(', ')}`);

  const collected = new Map<string, number>();
  for (const action of hand.actions)
    if (action.kind === 'collect') collected.set(action.player, (collected.get(action.player) ?? 0) + action.amount);
  for (const name of new Set([...collected.keys(), ...summary.won.keys()]))
    if (!close(collected.get(name) ?? 0, summary.won.get(name) ?? 0))
      wrong.push(`${name} collected ${collected.get(name)}, summary ${summary.won.get(name)}`);

  for (const [name, cards] of summary.shown) {
    const seen = hand.actions.some(
      (action) =>
        'cards' in action &&
        action.kind !== 'street' &&
        action.player === name &&
        action.cards?.join() === cards.join(),
    );
    if (!seen) wrong.push(`${name}'s ${cards.join(' ')} are not shown`);
  }
  // GGPoker's SECOND Board lists only the cards the second run dealt.
  const boards = (hand.boards ?? []).map((board) => board.cards.join(' ')).filter(Boolean);
  const summaryBoards = summary.boards.map((board) => board.join(' '));
  if (boards.length !== summaryBoards.length || boards.some((board, i) => !board.endsWith(summaryBoards[i])))
    wrong.push(`boards ${boards.join(' / ')}, summary ${summaryBoards.join(' / ')}`);
  return wrong;
}
