import type { HandPlayer, HandSite, ParsedHand } from '../../../../common/hand-history.js';
import type { Game } from '../../../../common/poker-cards.js';
import { AMOUNT, amountOf, HandHistoryError } from './tokens.js';

/** What the first lines of a history say about the hand, before any action. */
export type HandHeader = Pick<
  ParsedHand,
  'site' | 'handNumber' | 'game' | 'tournament' | 'currency' | 'smallBlind' | 'bigBlind'
>;

// PokerStars numbers its hands; GGPoker prefixes them with the game's letters (RC, HD, TM…).
const FIRST_LINES: [HandSite, RegExp][] = [
  ['PokerStars', /^PokerStars (?:Zoom |Home Game )?Hand #(\d+):\s+(.+)$/],
  ['GGPoker', /^Poker Hand #([A-Z]{0,4}\d+):\s+(.+)$/],
];
const BLINDS = new RegExp(`\\((${AMOUNT})/(${AMOUNT})`);
const TABLE = /^Table '(.+)' (\d+)-max (?:\(Play Money\) )?Seat #(\d+) is the button$/;
const SEAT = new RegExp(
  `^Seat (\\d+): (.+?) \\((${AMOUNT}) in chips(?:, [^)]*)?\\)(?: is sitting out| out of hand.*)?$`,
);

/** True for the line that opens a hand in either format (a second one is a second hand). */
export const opensHand = (line: string): boolean => FIRST_LINES.some(([, pattern]) => pattern.test(line));

/** The game in a first line's description; only the two games the replayer draws are accepted. */
function gameOf(description: string, line: number): Game {
  if (/Hold'em No Limit/i.test(description)) return 'NLHE';
  if (/(?<!\d Card )(?:Omaha Pot Limit|\bPLO\b)/i.test(description) && !/Hi\/Lo|PLO-?8/i.test(description))
    return 'PLO';
  throw new HandHistoryError(line, "only No Limit Hold'em and Pot Limit Omaha hands can be replayed");
}

/** The hand's first line: site, number, game, whether it is a tournament, blinds and currency. */
export function parseFirstLine(text: string, line: number): HandHeader {
  for (const [site, pattern] of FIRST_LINES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const description = match[2];
    const blinds = BLINDS.exec(description);
    if (!blinds) throw new HandHistoryError(line, 'the blinds are missing, as in ($0.50/$1)');
    return {
      site,
      handNumber: match[1],
      game: gameOf(description, line),
      tournament: /Tournament #/.test(description),
      currency: /^[$€£]/.exec(blinds[1])?.[0] ?? '',
      smallBlind: amountOf(blinds[1], line),
      bigBlind: amountOf(blinds[2], line),
    };
  }
  throw new HandHistoryError(line, 'a hand history starts with "PokerStars Hand #" or "Poker Hand #" (GGPoker)');
}

/** The table line: its name, size and the button's seat. */
export function parseTableLine(text: string, line: number): { table: string; maxSeats: number; buttonSeat: number } {
  const match = TABLE.exec(text);
  if (!match)
    throw new HandHistoryError(line, `expected the table line, as in "Table 'Name' 6-max Seat #1 is the button"`);
  return { table: match[1], maxSeats: Number(match[2]), buttonSeat: Number(match[3]) };
}

/** A seat line, or null when the line is something else (the seats have ended). */
export function parseSeatLine(text: string, line: number): HandPlayer | null {
  const match = SEAT.exec(text);
  if (!match) return null;
  return { seat: Number(match[1]), name: match[2], stack: amountOf(match[3], line), hero: false };
}
