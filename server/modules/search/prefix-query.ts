/** Words as the text search parser sees them: letters and digits, whatever the script or accents. */
const WORD = /[\p{L}\p{N}]+/gu;
// A hundred characters hold at most fifty words; more terms only slow the match.
const MAX_TERMS = 20;

/** What was typed, as `to_tsquery` inputs: the whole words, and the last one being typed. */
export interface PrefixQuery {
  /** The words before the last, every one required (`'thin' & 'river'`); null when there is one word. */
  words: string | null;
  /** The last word as a prefix (`'riv':*`), to be stemmed like the text. */
  prefix: string;
  /**
   * The same prefix lower-cased and without accents but not stemmed. The stemmer may rewrite a part
   * word so that it no longer begins the stem of the whole word (`penny` becomes `penni`, while
   * `pennywise` stays itself): either form may match.
   */
  prefixAsTyped: string;
}

const quoted = (word: string) => `'${word}'`;
const asTyped = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The typed text as `to_tsquery` inputs: every word required, the last one as a prefix (`riv` finds
 * `river` while it is being typed). Only letters and digits reach the query, so nothing typed can break
 * its syntax. Null when the text holds no word at all.
 */
export function prefixQuery(typed: string): PrefixQuery | null {
  const words = (typed.match(WORD) ?? []).slice(0, MAX_TERMS);
  const last = words.pop();
  if (last === undefined) return null;
  return {
    words: words.length ? words.map(quoted).join(' & ') : null,
    prefix: `${quoted(last)}:*`,
    prefixAsTyped: `${quoted(asTyped(last))}:*`,
  };
}
