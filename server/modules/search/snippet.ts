import type { SnippetPart } from '../../schemas/index.js';

/** ts_headline's marks around matched words: control characters no stored text holds. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

/** ts_headline's options: short snippets, the matched words marked for the client to highlight. */
export const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MinWords=8, MaxWords=24, ShortWord=2`;

/** A marked headline as parts the client renders as text, so no markup ever comes from the server. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.split(MATCH_START).entries()) {
    const [matched, rest] = i === 0 ? [undefined, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
