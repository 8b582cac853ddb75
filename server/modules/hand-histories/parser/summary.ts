/**
 * The `*** SUMMARY ***` of a hand: the total pot and what the house kept, and the cards the
 * seat lines reveal (`showed [..]`, `mucked [..]`), some of which no line before the summary shows.
 */
import type { HandPlayer } from '../../../../common/hand-histories.js';
import { amountOf, cardsOf, HandHistoryError, isAmount } from './tokens.js';

export interface HandSummary {
  /** Rake: GGPoker's other fees (jackpot, bingo, fortune, tax) too, all the house keeps. */
  pot?: { totalPot: number; rake: number };
  reveals: { player: string; cards: string[]; line: number; how: 'showed' | 'mucked' }[];
}

const TOTAL_POT = 'Total pot ';
const SEAT = /^Seat (\d+): /;
const REVEALS = ['showed', 'mucked'] as const;

/** `Total pot $4.15 [Main pot …] | Rake $0.06 | Jackpot $0.03 …`: the first amount, and the fees added up. */
function totalPotLine(text: string, line: number): { totalPot: number; rake: number } {
  const [pot, ...fees] = text.split(' | ');
  const potAmount = pot.slice(TOTAL_POT.length).split(' ')[0];
  if (!isAmount(potAmount)) throw new HandHistoryError(line, 'the total pot is not an amount');
  let rake = 0;
  for (const fee of fees) {
    const amount = fee.trim().split(' ').at(-1);
    if (!isAmount(amount)) throw new HandHistoryError(line, `"${fee.slice(0, 40)}" is not a fee of the pot`);
    rake += amountOf(amount, line);
  }
  return { totalPot: amountOf(potAmount, line), rake: Math.round(rake * 100) / 100 };
}

/** The cards after `showed [` or `mucked [` in the rest of a seat line, the name already taken off. */
function revealIn(rest: string, line: number) {
  for (const how of REVEALS) {
    const open = rest.indexOf(` ${how} [`);
    const close = rest.indexOf(']', open);
    if (open >= 0 && close > open) return { how, cards: cardsOf(rest.slice(open + how.length + 3, close), line) };
  }
  return null;
}

/** Reads the summary's lines (numbered, blank ones left out); `players` are the hand's seats. */
export function readSummary(lines: [number, string][], players: readonly HandPlayer[]): HandSummary {
  const summary: HandSummary = { reveals: [] };
  for (const [number, text] of lines) {
    if (text.startsWith(TOTAL_POT)) summary.pot = totalPotLine(text, number);
    const seat = SEAT.exec(text);
    const player = seat && players.find((one) => one.seat === Number(seat[1]));
    // A seat line starts with the seat's name; one that does not is not read (nor is anything after it).
    if (!seat || !player || !text.startsWith(player.name, seat[0].length)) continue;
    const reveal = revealIn(text.slice(seat[0].length + player.name.length), number);
    if (reveal) summary.reveals.push({ player: player.name, line: number, ...reveal });
  }
  return summary;
}
