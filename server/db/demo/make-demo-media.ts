/**
 * `node --import tsx server/db/demo/make-demo-media.ts`: draws the committed demo videos and posters again (Debian's ffmpeg and
 * fonts-dejavu-core). Each lecture is a slide: its title over a poker table, the hero's cards dealt at
 * 4 s and a flop at 8 s, its chapter's title on the felt. The app never runs this: the seed copies
 * the committed files, so `npm start` needs nothing from Debian and seeds in well under a second.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REFERENCE_COURSES } from '../seed.js';
import { DEMO_LECTURES, DEMO_PROMOTION, type DemoLecture } from './lectures.js';
import { DEMO_MEDIA, DEMO_SECONDS, POSTER_SECONDS } from './media-files.js';

const FONTS = '/usr/share/fonts/truetype/dejavu';
const [BOLD, REGULAR] = [`${FONTS}/DejaVuSans-Bold.ttf`, `${FONTS}/DejaVuSans.ttf`];
const [WIDTH, HEIGHT] = [640, 360];
const TABLE = { x: 320, y: 222, railX: 262, railY: 100, feltX: 246, feltY: 90 };
const CARD = { width: 34, height: 48, gap: 6 };
const GOLD = '0xf5c451';

/** The table alone, drawn once: a wooden rail, the felt lit from the middle and its betting line. */
function drawTable(file: string) {
  const inside = (rx: number, ry: number) => `lte(pow((X-${TABLE.x})/${rx},2)+pow((Y-${TABLE.y})/${ry},2),1)`;
  const felt = inside(TABLE.feltX, TABLE.feltY);
  const rail = inside(TABLE.railX, TABLE.railY);
  const line = `${inside(200, 70)}*not(${inside(197, 67)})`;
  const light = `(1-0.35*(pow((X-${TABLE.x})/${TABLE.feltX},2)+pow((Y-${TABLE.y})/${TABLE.feltY},2)))`;
  const colour = (background: string, wood: number, cloth: string, chalk: number) =>
    `if(${felt},if(${line},${chalk},${cloth}),if(${rail},${wood},${background}))`;
  const geq = [
    `r='${colour('12', 96, `22*${light}`, 70)}'`,
    `g='${colour('38+Y/24', 60, `118*${light}`, 150)}'`,
    `b='${colour('27+Y/40', 32, `72*${light}`, 100)}'`,
  ].join(':');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${WIDTH}x${HEIGHT}:d=1`,
    '-vf',
    `format=rgb24,geq=${geq}`,
    '-frames:v',
    '1',
    file,
  ]);
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** drawtext reads its words from a file, so titles need no escaping. */
async function textFile(folder: string, text: string): Promise<string> {
  const file = path.join(folder, `text-${Math.random().toString(36).slice(2)}.txt`);
  await fs.writeFile(file, text);
  return file;
}

/** A title in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const SUITS: Record<string, [string, string]> = {
  s: ['♠', 'black'],
  c: ['♣', 'black'],
  h: ['♥', '0xc62828'],
  d: ['♦', '0xc62828'],
};

/** Face-up cards in a row centred on the table at `centreY`, shown from `from` seconds on. */
async function cards(folder: string, list: string[], centreY: number, from: number): Promise<string[]> {
  const rowWidth = list.length * CARD.width + (list.length - 1) * CARD.gap;
  const filters: string[] = [];
  for (const [index, card] of list.entries()) {
    const [symbol, colour] = SUITS[card[1]];
    const x = TABLE.x - rowWidth / 2 + index * (CARD.width + CARD.gap);
    const y = centreY - CARD.height / 2;
    const when = `enable='gte(t,${from})'`;
    filters.push(`drawbox=x=${x}:y=${y}:w=${CARD.width}:h=${CARD.height}:color=0xfafafa:t=fill:${when}`);
    for (const [text, top] of [
      [card[0], 3],
      [symbol, 24],
    ] as const) {
      filters.push(
        `drawtext=fontfile=${BOLD}:textfile=${await textFile(folder, text)}:fontsize=18:fontcolor=${colour}:` +
          `x=${x}+(${CARD.width}-tw)/2:y=${y + top}:${when}`,
      );
    }
  }
  return filters;
}

/** The slide's drawing over the table: title, course, cards and, on the felt, the chapter of each moment (captions take the bottom). */
async function overlay(folder: string, lecture: DemoLecture): Promise<string> {
  const course = REFERENCE_COURSES.find((one) => one.id === lecture.courseId)!;
  const lines = wrap(lecture.name, 34).slice(0, 2);
  const filters = await Promise.all(
    lines.map(
      async (line, index) =>
        `drawtext=fontfile=${BOLD}:textfile=${await textFile(folder, line)}:fontsize=28:fontcolor=white:` +
        `x=(w-tw)/2:y=${16 + index * 36}`,
    ),
  );
  filters.push(
    `drawtext=fontfile=${REGULAR}:textfile=${await textFile(folder, course.title)}:fontsize=16:fontcolor=${GOLD}:` +
      `x=(w-tw)/2:y=${24 + lines.length * 36}`,
  );
  const omaha = lecture.courseId === 2;
  filters.push(...(await cards(folder, omaha ? ['Ah', 'Ks', 'Qh', 'Js'] : ['Ah', 'Kd'], TABLE.y + 58, 4)));
  filters.push(...(await cards(folder, ['Kc', '7h', '2d'], TABLE.y - 22, 8)));
  for (const [index, chapter] of (lecture.chapters ?? []).entries()) {
    const end = lecture.chapters?.[index + 1]?.start ?? DEMO_SECONDS;
    filters.push(
      `drawtext=fontfile=${BOLD}:textfile=${await textFile(folder, `${index + 1} · ${chapter.title}`)}:fontsize=17:` +
        `fontcolor=${GOLD}:x=(w-tw)/2:y=${TABLE.y - TABLE.feltY + 16}:enable='gte(t,${chapter.start})*lt(t,${end})'`,
    );
  }
  return filters.join(',');
}

async function main() {
  if (!existsSync(BOLD)) throw new Error(`No ${BOLD}: apt-get install -y fonts-dejavu-core`);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-media-'));
  try {
    const table = path.join(folder, 'table.png');
    drawTable(table);
    for (const lecture of DEMO_LECTURES) {
      const video = path.join(DEMO_MEDIA, `${lecture.file}.mp4`);
      ffmpeg([
        ...['-loop', '1', '-framerate', '24', '-t', String(DEMO_SECONDS), '-i', table],
        ...['-f', 'lavfi', '-t', String(DEMO_SECONDS), '-i', 'anullsrc=r=22050:cl=mono'],
        ...['-vf', await overlay(folder, lecture)],
        ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-b:a', '24k', '-movflags', '+faststart', '-shortest', video],
      ]);
      const poster = path.join(DEMO_MEDIA, `${lecture.file}.jpg`);
      ffmpeg(['-ss', String(POSTER_SECONDS), '-i', video, '-frames:v', '1', '-q:v', '4', poster]);
      console.log(`${video}, ${poster}`);
    }
    const banner = await textFile(folder, DEMO_PROMOTION.title);
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'color=c=0x0b3d26:s=1200x400:d=1', '-frames:v', '1', '-q:v', '4'],
      ...['-vf', `drawtext=fontfile=${BOLD}:textfile=${banner}:fontcolor=${GOLD}:fontsize=56:x=(w-tw)/2:y=(h-th)/2`],
      path.join(DEMO_MEDIA, DEMO_PROMOTION.image),
    ]);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

await main();
