/**
 * A hand PokerStars wrote in another language, line by line in the English the rest of the parser reads. Each
 * line is compared with its language's lines (vocabulary.ts) by `startsWith`, `indexOf` and `endsWith` only, so a
 * line is read in time linear in its length.
 */
import { VOCABULARIES, type Vocabulary } from './vocabulary.js';

interface Template {
  /** The words around the slots: one more than the slots, the first and last possibly empty. */
  words: string[];
  slots: string[];
}

const SLOT = /\{(\d)\}/;

function template(text: string): Template {
  const parts = text.split(SLOT);
  return { words: parts.filter((_, i) => i % 2 === 0), slots: parts.filter((_, i) => i % 2 === 1) };
}

/**
 * What each slot holds when `line` is `localized`, or null. A slot holds one character or more and ends where the
 * next words first appear after it; the last words end the line.
 */
function match({ words, slots }: Template, line: string): Map<string, string> | null {
  if (slots.length === 0) return line === words[0] ? new Map() : null;
  if (!line.startsWith(words[0])) return null;
  const found = new Map<string, string>();
  let at = words[0].length;
  for (const [i, slot] of slots.entries()) {
    const next = words[i + 1];
    const last = i === slots.length - 1;
    if (last && !line.endsWith(next)) return null;
    const end = last ? line.length - next.length : line.indexOf(next, at + 1);
    if (end <= at) return null;
    found.set(slot, line.slice(at, end));
    at = end + next.length;
  }
  return found;
}

function fill({ words, slots }: Template, found: Map<string, string>): string {
  return words.reduce((text, word, i) => text + word + (i < slots.length ? found.get(slots[i]) : ''), '');
}

interface Reading {
  vocabulary: Vocabulary;
  openings: [Template, Template][];
  lines: [Template, Template][];
}

const pairs = (list: [string, string][]) =>
  list.map(([localized, english]): [Template, Template] => [template(localized), template(english)]);
const READINGS: Reading[] = VOCABULARIES.map((vocabulary) => ({
  vocabulary,
  openings: pairs(vocabulary.openings),
  lines: pairs(vocabulary.lines),
}));

const SIGNS = ['$', '€', '£'];
const DIGIT = /\d/;
const NUMBER_CHARACTER = /[\d.,]/;

/** The word with `sign` before the number it ends with. */
function signBefore(word: string, sign: string): string {
  let start = word.length - 1;
  while (start > 0 && NUMBER_CHARACTER.test(word.charAt(start - 1))) start -= 1;
  return `${word.slice(0, start)}${sign}${word.slice(start)}`;
}

/**
 * `0.02 €` as `€0.02`, as English writes it, word by word: a sign opening a word (and no digit after it) moves
 * before the number that ends the word before, and the space between goes (`(0.02 €/0.05 €)` is `(€0.02/€0.05)`).
 * Each word is looked at once, so a line of signs and numbers is read in linear time.
 */
export function signsFirst(line: string): string {
  const words = line.split(' ');
  const kept: string[] = [];
  const moves: boolean[] = [];
  for (const [i, word] of words.entries()) {
    const before = kept[i - 1] ?? '';
    moves.push(
      SIGNS.includes(word.charAt(0)) && !DIGIT.test(word.charAt(1)) && DIGIT.test(before.charAt(before.length - 1)),
    );
    kept.push(moves[i] ? word.slice(1) : word);
  }
  return kept
    .map(
      (word, i) => (i > 0 && !moves[i] ? ' ' : '') + (moves[i + 1] ? signBefore(word, words[i + 1].charAt(0)) : word),
    )
    .join('');
}

function translate(pairsToTry: [Template, Template][], line: string): string | null {
  for (const [localized, english] of pairsToTry) {
    const found = match(localized, line);
    if (found) return fill(english, found);
  }
  return null;
}

/** One line of a hand in `reading`'s language, in English; a line the vocabulary does not list, as written. */
function lineInEnglish({ vocabulary, openings, lines }: Reading, text: string): string {
  const line = vocabulary.signAfter ? signsFirst(text) : text;
  const all = [...openings, ...lines];
  const { allIn } = vocabulary;
  if (allIn && line.endsWith(allIn)) {
    const wager = translate(all, line.slice(0, -allIn.length));
    if (wager !== null) return `${wager} and is all-in`;
  }
  return translate(all, line) ?? line;
}

/** The language a hand's first line is written in, besides English; null for English or no hand at all. */
function readingOf(firstLine: string): Reading | null {
  return READINGS.find((reading) => translate(reading.openings, firstLine) !== null) ?? null;
}

/** The language of a hand whose first line is this one, or null (English, or not a first line). */
export const languageOf = (firstLine: string): string | null => readingOf(firstLine)?.vocabulary.language ?? null;

/** A hand's numbered lines in English: as they are when the first line is English (or no first line at all). */
export function inEnglish(lines: [number, string][]): [number, string][] {
  const reading = lines.length > 0 && readingOf(lines[0][1]);
  if (!reading) return lines;
  return lines.map(([number, text]) => [number, lineInEnglish(reading, text)]);
}
