/**
 * Text the PDF's built-in Helvetica can show. Its encoding (WinAnsi) holds Latin-1 and a few more
 * (€, –, “ ”, Œ, Š, Ž …); pdfkit prints any other character as unrelated glyphs, so "Łukasz Żak" would
 * come out as noise. Letters are kept without their accent where that fits ("Lukasz Zak"), and what
 * still cannot be shown becomes "?".
 */
export function toWinAnsi(text: string): string {
  return [...text].map((char) => (shows(char) ? char : plainLetter(char))).join('');
}

/** The characters WinAnsi adds to Latin-1 in its 0x80–0x9F range. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters with a stroke rather than an accent: Unicode gives them no plain form. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

function shows(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

function plainLetter(char: string): string {
  if (char === '\n') return char;
  const plain = STROKED[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain.length > 0 && [...plain].every(shows) ? plain : '?';
}
