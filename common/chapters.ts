/**
 * A lecture's chapters as staff type them, one a line: `mm:ss Title` or `h:mm:ss Title`, blank lines
 * ignored. One parser for the staff form (errors before sending) and the server (the same errors as a 400).
 */

export interface Chapter {
  /** Seconds from the start of the video. */
  start: number;
  title: string;
}

export const MAX_CHAPTERS = 100;
export const MAX_CHAPTER_TITLE = 200;
/** The latest start `h:mm:ss` can write: 99:59:59. */
export const MAX_CHAPTER_START = 99 * 3600 + 59 * 60 + 59;
/** Room for every chapter at its longest, so the text itself needs no other limit. */
export const MAX_CHAPTERS_TEXT = MAX_CHAPTERS * (MAX_CHAPTER_TITLE + 20);

export type ChaptersResult = { chapters: Chapter[]; error?: undefined } | { error: string; chapters?: undefined };

// `h:mm:ss` or `mm:ss` (or `m:ss`), then white space and the title; a dash between them is tolerated, as chapter
// lists often have one. The title is cut off by hand: white space, a dash and white space again before a `.*`
// backtracked with the cube of a long run of spaces.
const TIME = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?=\s|$)/;
const DASH = /^[-–—]/;
// What `.*` matches: no line break (U+2028 and U+2029 are ones too).
const ONE_LINE = /^.*$/;
// PostgreSQL's jsonb refuses unpaired surrogates (and NUL).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The title after a line's time (`rest` is empty or starts with white space), or null when it runs over lines. */
function titleAfter(rest: string): string | null {
  const title = rest.trimStart();
  const undashed = DASH.test(title) ? title.slice(1).trimStart() : title;
  return ONE_LINE.test(undashed) ? undashed.trim() : null;
}

/** The title's problem, or null; `where` names the line or chapter (`line 2`). */
function titleProblem(title: string, where: string): string | null {
  if (!title) return `${where} needs a title after the time`;
  if (title.length > MAX_CHAPTER_TITLE) return `${where}: the title must be at most ${MAX_CHAPTER_TITLE} characters`;
  if (title.includes('\u0000') || LONE_SURROGATE.test(title))
    return `${where}: the title contains an invalid character`;
  return null;
}

/** Checks titles, count and order of chapters already split into `[where, chapter]`; `unit` is `line` or `chapter`. */
function checkAll(entries: [string, Chapter][], unit: string): ChaptersResult {
  if (entries.length > MAX_CHAPTERS) return { error: `at most ${MAX_CHAPTERS} chapters` };
  for (let i = 0; i < entries.length; i += 1) {
    const [where, chapter] = entries[i];
    const problem = titleProblem(chapter.title, where);
    if (problem) return { error: problem };
    if (i > 0 && chapter.start <= entries[i - 1][1].start)
      return {
        error: `${where}: times must increase ${unit} by ${unit} (${formatChapterTime(chapter.start)} is not after ${formatChapterTime(entries[i - 1][1].start)})`,
      };
  }
  return { chapters: entries.map(([, chapter]) => chapter) };
}

/** The staff form's text as chapters, or the first problem, naming its line (counting blank ones). */
export function parseChapters(text: string): ChaptersResult {
  const entries: [string, Chapter][] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].trim();
    if (!line) continue;
    const where = `line ${i + 1}`;
    const match = TIME.exec(line);
    const title = match && titleAfter(line.slice(match[0].length));
    if (!match || title === null) return { error: `${where} needs a time like mm:ss before the title` };
    const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
    if (seconds >= 60 || minutes >= 60) return { error: `${where}: seconds and minutes must be below 60` };
    entries.push([where, { start: hours * 3600 + minutes * 60 + seconds, title }]);
  }
  return checkAll(entries, 'line');
}

/** Chapters sent as the API returns them, held to the same rules; `chapter 2` names the second. */
export function checkChapters(chapters: Chapter[]): ChaptersResult {
  return checkAll(
    chapters.map((chapter, i) => [`chapter ${i + 1}`, { start: chapter.start, title: chapter.title.trim() }]),
    'chapter',
  );
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `mm:ss`, or `h:mm:ss` from an hour on. */
export function formatChapterTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const rest = `${twoDigits(Math.floor((whole % 3600) / 60))}:${twoDigits(whole % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** Chapters back as the form's text, one `mm:ss Title` a line. */
export function formatChapters(chapters: Chapter[]): string {
  return chapters.map((chapter) => `${formatChapterTime(chapter.start)} ${chapter.title}`).join('\n');
}
