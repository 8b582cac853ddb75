import { HANDS, RANKS } from '../../../common/range-chart';

/** A preflop range: each hand class of the grid (`AA`, `AKs`, `T9o`) with the share of its combos played, 0 to 1. */
export type RangeWeights = Record<string, number>;

const GRID_RANKS: readonly string[] = RANKS;
/** Rank letters strongest first, as the grid orders them: a lower index is a higher card. */
const indexOf = (letter: string) => GRID_RANKS.indexOf(letter.toUpperCase());

interface Token {
  high: number;
  low: number;
  /** '' for pairs, 's', 'o', or 'so' when neither was typed (both). */
  kinds: string;
}

const TOKEN = /^([2-9TJQKA])([2-9TJQKA])([so]?)$/i;

function readToken(text: string): Token | null {
  const match = TOKEN.exec(text);
  if (!match) return null;
  const a = indexOf(match[1]);
  const b = indexOf(match[2]);
  const suit = match[3].toLowerCase();
  if (a === b) return suit ? null : { high: a, low: b, kinds: '' };
  return { high: Math.min(a, b), low: Math.max(a, b), kinds: suit || 'so' };
}

function classesOf(high: number, low: number, kinds: string): string[] {
  if (high === low) return [GRID_RANKS[high] + GRID_RANKS[low]];
  return [...kinds].map((kind) => GRID_RANKS[high] + GRID_RANKS[low] + kind);
}

/** `QQ+` every pair from QQ up; `ATs+` the kicker up to one below the top card. */
function plus(token: Token): string[] {
  if (token.high === token.low) return Array.from({ length: token.high + 1 }, (_, at) => classesOf(at, at, '')).flat();
  return Array.from({ length: token.low - token.high }, (_, step) =>
    classesOf(token.high, token.high + 1 + step, token.kinds),
  ).flat();
}

/** `22-55` the pairs between; `A2s-A5s` the kickers between, the top card held. */
function span(from: Token, to: Token): string[] | null {
  const pairs = from.high === from.low && to.high === to.low;
  if (!pairs && (from.high !== to.high || from.kinds !== to.kinds)) return null;
  const [first, last] = pairs ? [from.high, to.high].sort((x, y) => x - y) : [from.low, to.low].sort((x, y) => x - y);
  return Array.from({ length: last - first + 1 }, (_, step) =>
    pairs ? classesOf(first + step, first + step, '') : classesOf(from.high, first + step, from.kinds),
  ).flat();
}

function readPart(part: string): string[] | null {
  if (part.endsWith('+')) {
    const token = readToken(part.slice(0, -1));
    return token && plus(token);
  }
  const ends = part.split('-');
  if (ends.length === 2) {
    const [from, to] = ends.map(readToken);
    return from && to && span(from, to);
  }
  const token = readToken(part);
  return token && classesOf(token.high, token.low, token.kinds);
}

/** The hand classes of a typed range like `QQ+, AKs, KQo, A2s-A5s`, or the first part that is not one. */
export function parseRangeText(text: string): { weights: RangeWeights } | { message: string } {
  const weights: RangeWeights = {};
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { message: 'Type a hand like AhKd or a range like QQ+, AKs' };
  for (const part of parts) {
    const classes = readPart(part);
    if (!classes) return { message: `"${part}" is not a hand class; write them like QQ+, AKs, KQo, A2s-A5s` };
    for (const hand of classes) weights[hand] = 1;
  }
  return { weights };
}

/** The range written back as text, one class per entry in grid order (what a painted grid shows as text). */
export const rangeText = (weights: RangeWeights): string => HANDS.filter((hand) => (weights[hand] ?? 0) > 0).join(', ');
