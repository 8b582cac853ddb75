/**
 * Checks a parsed hand against its own history's summary, read here apart from the parser: the chips put
 * in make the total pot, the winners collect what the seat lines say, every card the summary shows is
 * shown, and the boards are the summary's.
 */
import type { ParsedHand } from '../../../common/hand-histories.js';
import { replayStates } from '../../../portal/hand-histories/replay-state.js';

const amount = (text: string) => Number(text.replace(/^[$€£]/, '').replaceAll(',', ''));
const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

interface Summary {
  totalPot: number;
  fees: number;
  won: Map<string, number>;
  shown: Map<string, string[]>;
  boards: string[][];
}

function readSummary(text: string, hand: ParsedHand): Summary {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const at = lines.indexOf('*** SUMMARY ***');
  const summary: Summary = { totalPot: NaN, fees: 0, won: new Map(), shown: new Map(), boards: [] };
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith('Total pot ')) {
      const [pot, ...fees] = line.split(' | ');
      summary.totalPot = amount(pot.split(' ')[2]);
      summary.fees = fees.reduce((sum, fee) => sum + amount(fee.trim().split(' ').at(-1)!), 0);
    }
    const board = /^(?:(FIRST|SECOND) )?Board \[(.*)\]$/.exec(line);
    if (board) summary.boards[board[1] === 'SECOND' ? 1 : 0] = board[2].split(' ');
    const seat = /^Seat (\d+): /.exec(line);
    const player = seat && hand.players.find((one) => one.seat === Number(seat[1]));
    if (!player || !line.startsWith(`${seat[0]}${player.name}`)) continue;
    const rest = line.slice(seat[0].length + player.name.length);
    for (const won of rest.matchAll(/ (?:won|collected) \(([^)]+)\)/g))
      summary.won.set(player.name, (summary.won.get(player.name) ?? 0) + amount(won[1]));
    const cards = / (?:showed|mucked) \[([^\]]*)\]/.exec(rest);
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
