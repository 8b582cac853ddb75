/**
 * Table talk and comings and goings: lines that are part of a history with nothing to replay. Read with
 * string searches, not one pattern with a `.+` before each phrase, whose backtracking grew with the square
 * of a long line (`x said, "x said, "…`).
 */
import { isLineText } from './tokens.js';

// "NAME <phrase>", the line ending there.
const ENDINGS = [
  'leaves the table',
  'is disconnected',
  'is connected',
  'has returned',
  'is sitting out',
  'will be allowed to play after the button',
].map((phrase) => ` ${phrase}`);
// "NAME: <phrase>" from a player who has no seat line (one who sat out before the deal).
const UNSEATED_ENDINGS = [': sits out', ': is sitting out'];
// "NAME <phrase>…", anything after it.
const OPENINGS = [
  'joins the table',
  'has timed out',
  'finished the tournament',
  'wins the tournament',
  'for eliminating',
  're-buys',
  'was removed from the table',
].map((phrase) => ` ${phrase}`);
const SAID = ' said, "';
const DEALT_TO = 'Dealt to ';
const NOT_SPACE = /\S/;

/** `NAME said, "…"`: a chat line, the quote closed at the line's end. */
function isChat(text: string): boolean {
  const said = text.indexOf(SAID, 1);
  return said > 0 && text.endsWith('"') && said + SAID.length < text.length;
}

/** Whether a line is chatter; a name comes first, one character or more. */
export function isChatter(text: string): boolean {
  if (!isLineText(text)) return false;
  if (text.startsWith(DEALT_TO) && NOT_SPACE.test(text.charAt(DEALT_TO.length))) return true;
  return (
    isChat(text) ||
    [...ENDINGS, ...UNSEATED_ENDINGS].some((ending) => text.endsWith(ending) && text.length > ending.length) ||
    OPENINGS.some((opening) => text.indexOf(opening, 1) > 0)
  );
}
