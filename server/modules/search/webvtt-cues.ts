/** A caption cue as search keeps it: when it starts and what it says, as plain text. */
export interface CaptionCue {
  startSeconds: number;
  text: string;
}

const TIMING = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})[ \t]+-->/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '' };

function seconds(match: RegExpExecArray): number {
  const [, hours, minutes, secs, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/**
 * Text without its tags, `<` to the next `>`, as `/<[^>]*>/g` would (which reads to the end of the text from
 * every `<` that no `>` follows: quadratic in a run of them). Past the last `>`, nothing is a tag.
 */
function withoutTags(text: string): string {
  let plain = '';
  let at = 0;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', at)) {
    const close = text.indexOf('>', open);
    if (close < 0) break;
    plain += text.slice(at, open);
    at = close + 1;
  }
  return plain + text.slice(at);
}

/** Cue text without its markup: voice and style tags go, entities become characters, lines join. */
function plainText(lines: string[]): string {
  return (
    withoutTags(lines.join(' '))
      .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name])
      // PostgreSQL text holds no NUL, and the snippet marks are control characters too.
      .replace(CONTROL, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The cues of a WebVTT file (already checked by isWebVtt) in file order. A block is a cue when its
 * first or second line is a timing line; headers, NOTE, STYLE and REGION blocks have none.
 */
export function webVttCues(file: string): CaptionCue[] {
  const blocks = file
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: CaptionCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((line, i) => i < 2 && TIMING.test(line));
    if (at < 0) continue;
    const text = plainText(lines.slice(at + 1));
    if (text) cues.push({ startSeconds: seconds(TIMING.exec(lines[at])!), text });
  }
  return cues;
}
