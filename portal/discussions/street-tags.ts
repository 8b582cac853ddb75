import { type Street, STREETS } from '../../common/hand-histories';

/** `#flop`, `#turn`, `#river` (and `#preflop`) in a reply point at that street of the question's hand. */
const TAG = new RegExp(`#(${STREETS.join('|')})\\b`, 'gi');

/** Pieces of plain text: runs of text, and street tags with the street they name, in order. */
export function streetTags(text: string): { text: string; street: Street | null }[] {
  const pieces: { text: string; street: Street | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), street: null });
    pieces.push({ text: match[0], street: match[1].toLowerCase() as Street });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), street: null });
  return pieces;
}
