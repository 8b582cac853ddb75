/** Words as the text search parser sees them: letters and digits, whatever the script or accents. */
const WORD = /[\p{L}\p{N}]+/gu;
// A hundred characters hold at most fifty words; more terms only slow the match.
const MAX_TERMS = 20;

/**
 * The typed text as a `to_tsquery` input: every word required, the last one as a prefix (`riv` finds
 * `river` while it is being typed). Only letters and digits reach the query, so nothing typed can break
 * its syntax. Null when the text holds no word at all.
 */
export function prefixQuery(typed: string): string | null {
  const words = (typed.match(WORD) ?? []).slice(0, MAX_TERMS);
  if (words.length === 0) return null;
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}
