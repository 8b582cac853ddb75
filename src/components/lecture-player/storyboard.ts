/** One thumbnail of the storyboard: the time range it stands for and its place in the sprite. */
export interface StoryboardCue {
  start: number;
  end: number;
  /** The sprite, absolute, without the `#xywh` fragment. */
  image: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}(?:\.\d+)?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:\.\d+)?)/;
// Media Fragments: `xywh=x,y,w,h`, optionally with the (default) `pixel:` unit.
const XYWH = /^xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

/** `01:02:03.500` or `02:03.500` in seconds. */
export function vttSeconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The cues of a storyboard WebVTT file. Each cue's text is a sprite URL relative to the file's own
 * (absolute) URL with `#xywh=x,y,w,h`; cues without a usable one are skipped. A dozen lines rather
 * than a WebVTT library: only timings and one line of text matter here.
 */
export function parseStoryboard(vtt: string, vttUrl: string, base = globalThis.location?.href): StoryboardCue[] {
  const fileUrl = new URL(vttUrl, base);
  const cues: StoryboardCue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n').map((line) => line.trim());
    const at = lines.findIndex((line) => line.includes('-->'));
    const timing = at >= 0 ? TIMING.exec(lines[at]) : null;
    const text = lines[at + 1];
    if (!timing || !text) continue;
    const url = new URL(text, fileUrl);
    const box = XYWH.exec(url.hash.slice(1));
    if (!box) continue;
    url.hash = '';
    const [x, y, w, h] = box.slice(1).map(Number);
    cues.push({ start: vttSeconds(timing[1]), end: vttSeconds(timing[2]), image: url.href, x, y, w, h });
  }
  return cues;
}

/** The thumbnail for `seconds`: the last cue starting at or before it (cues in time order). */
export function cueAt(cues: readonly StoryboardCue[], seconds: number): StoryboardCue | undefined {
  let found: StoryboardCue | undefined;
  for (const cue of cues) {
    if (cue.start > seconds) break;
    found = cue;
  }
  return found;
}
