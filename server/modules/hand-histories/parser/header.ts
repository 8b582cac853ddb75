import type { HandPlayer, HandSite, ParsedHand } from '../../../../common/hand-histories.js';
import type { Game } from '../../../../common/poker-cards.js';
import { amountOf, BLINDS, HandHistoryError, isAmount, isLineText } from './tokens.js';

/** What the first lines of a history say about the hand, before any action. */
export type HandHeader = Pick<
  ParsedHand,
  'site' | 'handNumber' | 'game' | 'tournament' | 'currency' | 'smallBlind' | 'bigBlind'
>;

// PokerStars numbers its hands (`Game #` before 2011); GGPoker prefixes them with the game's letters (RC, HD,
// TM…). The description follows after white space (`:\s+(.+)$` read as a pattern backtracked over a long run
// of spaces).
const FIRST_LINES: [HandSite, RegExp][] = [
  ['PokerStars', /^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #(\d+):(?=\s)/],
  ['GGPoker', /^Poker Hand #([A-Z]{0,4}\d+):(?=\s)/],
];
/**
 * PokerStars writes the whole hand in the client's language: the languages of vocabulary.ts are read in English
 * before this; these others are refused by name.
 */
const LOCALIZED_FIRST_LINE = /^(?:Mano|Main|Hand|Mano de) PokerStars #\d+:/;
const TABLE = /^Table '(.+)' (\d+)-max (?:\(Play Money\) )?Seat #(\d+) is the button$/;

/** The site, hand number and description of a first line, or null for any other line. */
function firstLine(text: string): { site: HandSite; handNumber: string; description: string } | null {
  for (const [site, pattern] of FIRST_LINES) {
    const match = pattern.exec(text);
    const description = match && text.slice(match[0].length).trimStart();
    if (match && description && isLineText(description)) return { site, handNumber: match[1], description };
  }
  return null;
}

/** True for the line that opens a hand in either format (a second one is a second hand). */
export const opensHand = (line: string): boolean => firstLine(line) !== null;

// Games close to the two the replayer draws, refused by name: their descriptions hold the words of those two.
const UNSUPPORTED_GAMES: [RegExp, string][] = [
  [/\b(?:PLO-?[56]|[56][ -]Card Omaha|Omaha [56] Cards?)\b/i, '5- and 6-card Omaha'],
  [/Hi\/Lo|\bPLO-?8\b/i, 'Omaha Hi/Lo'],
  [/6\+|Short ?Deck/i, "short-deck (6+) Hold'em"],
  [/Hold'em (?:Fixed |Pot )?Limit/i, "Limit and Pot Limit Hold'em"],
  [/Omaha (?:No |Fixed )?Limit/i, 'No Limit and Limit Omaha'],
];

/** The game in a first line's description; only the two games the replayer draws are accepted. */
function gameOf(description: string, line: number): Game {
  for (const [pattern, game] of UNSUPPORTED_GAMES)
    if (pattern.test(description)) throw new HandHistoryError(line, `${game} hands cannot be replayed`);
  if (/Hold'em No Limit/i.test(description)) return 'NLHE';
  if (/Omaha Pot Limit|\bPLO\b/i.test(description)) return 'PLO';
  throw new HandHistoryError(line, "only No Limit Hold'em and Pot Limit Omaha hands can be replayed");
}

/** The hand's first line: site, number, game, whether it is a tournament, blinds and currency. */
export function parseFirstLine(text: string, line: number): HandHeader {
  const first = firstLine(text);
  if (!first && LOCALIZED_FIRST_LINE.test(text))
    throw new HandHistoryError(
      line,
      'PokerStars hands written in a language other than English, Portuguese or Spanish cannot be read',
    );
  if (!first)
    throw new HandHistoryError(
      line,
      'a hand history starts with "PokerStars Hand #" (or "Game #") or "Poker Hand #" (GGPoker)',
    );
  const { site, handNumber, description } = first;
  const blinds = BLINDS.exec(description);
  if (!blinds) throw new HandHistoryError(line, 'the blinds are missing, as in ($0.50/$1)');
  return {
    site,
    handNumber,
    game: gameOf(description, line),
    tournament: /Tournament #/.test(description),
    currency: /^[$€£]/.exec(blinds[1])?.[0] ?? '',
    smallBlind: amountOf(blinds[1], line),
    bigBlind: amountOf(blinds[2], line),
  };
}

/** The table line: its name, size and the button's seat. */
export function parseTableLine(text: string, line: number): { table: string; maxSeats: number; buttonSeat: number } {
  const match = TABLE.exec(text);
  if (!match)
    throw new HandHistoryError(line, `expected the table line, as in "Table 'Name' 6-max Seat #1 is the button"`);
  return { table: match[1], maxSeats: Number(match[2]), buttonSeat: Number(match[3]) };
}

const SEAT_START = /^Seat (\d+): /;
const IN_CHIPS = ' in chips';
const SEAT_ENDINGS = ['', ' is sitting out'];
const OUT_OF_HAND = ' out of hand';
const LINE_BREAKS = /[\u2028\u2029]/g;

/**
 * A seat line, `Seat 3: NAME ($87.20 in chips[, …])[ is sitting out| out of hand…]`, or null when the line is
 * something else (the seats have ended). The name ends at the first ` (` the rest of the line fits after; the
 * line is read once, however many ` (` it holds (as a pattern with `(.+?)`, each one read to the line's end).
 */
export function parseSeatLine(text: string, line: number): HandPlayer | null {
  const start = SEAT_START.exec(text);
  if (!start) return null;
  const breaks = [...text.matchAll(LINE_BREAKS)].map((found) => found.index);
  const [firstBreak, lastBreak] = [breaks[0] ?? text.length, breaks.at(-1) ?? -1];
  let close = -1;
  for (let open = text.indexOf(' (', start[0].length + 1); open >= 0; open = text.indexOf(' (', open + 1)) {
    // The name, like `.+?`, holds no line break; nor does a longer one.
    if (open > firstBreak) return null;
    const space = text.indexOf(' ', open + 2);
    const stack = text.slice(open + 2, space);
    if (space < 0 || !isAmount(stack) || !text.startsWith(IN_CHIPS, space)) continue;
    let after = space + IN_CHIPS.length;
    if (text.startsWith(', ', after)) {
      // The first `)` after here, found once for every ` (` after it.
      if (close < after) close = text.indexOf(')', after);
      if (close < 0) return null;
      after = close;
    }
    if (text[after] !== ')') continue;
    const ending = text.slice(after + 1, after + 1 + 16);
    if (
      (SEAT_ENDINGS.includes(ending) && after + 1 + ending.length === text.length) ||
      (ending.startsWith(OUT_OF_HAND) && after > lastBreak)
    )
      return {
        seat: Number(start[1]),
        name: text.slice(start[0].length, open),
        stack: amountOf(stack, line),
        hero: false,
      };
  }
  return null;
}
