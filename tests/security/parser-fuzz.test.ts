import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAPTION_BYTES } from '../../common/captions.js';
import { MAX_CHAPTERS_TEXT } from '../../common/chapters.js';
import { MAX_HAND_HISTORY_BYTES } from '../../common/hand-histories.js';
import { parseRangeText } from '../../portal/equity/engine/range-text.js';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { urlForLog } from '../../server/plugins/log-options.js';
import { type Cast, startCast } from './helpers/cast.js';
import { loopDelayDuring, MAX_LOOP_DELAY_MS } from './helpers/loop-delay.js';
import { staffMemberWithRole } from './helpers/staff-roles.js';

/**
 * Every parser of text from outside, fed the inputs that make a backtracking pattern slow (long runs of
 * its risky piece, huge lines, nested brackets, unicode, NUL): each answers a clean 4xx or parses, and the
 * event loop never waits more than 100 ms while it does (docs/ARCHITECTURE.md, "Parsing outside text").
 */
let cast: Cast;
let editor: string;

const stars = demoHandHistory('pokerstars-nlhe-cash');
const lines = stars.split('\n');
/** A valid first line, table, seats, blinds and `*** HOLE CARDS ***`: what follows is line 12. */
const head = `${lines.slice(0, 11).join('\n')}\n`;
const fill = (piece: string, room = MAX_HAND_HISTORY_BYTES - head.length - 20) => piece.repeat(room / piece.length);
/** The same head with its first line in another language: each line after it is compared with that language's. */
const headIn = (first: string) => `${first}\n${lines.slice(1, 11).join('\n')}\n`;
const spanishHead = headIn("Mano n.º 1 de PokerStars:  Hold'em No Limit (0.50 €/1 €)");
const portugueseHead = headIn("Mão PokerStars #1:  Hold'em No Limit ($0.50/$1 USD)");
/** Room for a piece of `bytes` bytes a character (`€` is three) after a localized head. */
const roomAfter = (localizedHead: string, bytes: number) =>
  (MAX_HAND_HISTORY_BYTES - Buffer.byteLength(localizedHead) - 20) / bytes;

/** Hostile histories, each within the 64 KB limit, and the start of the `400` each gets. */
const HOSTILE_HISTORIES: [string, string, string][] = [
  ['Dealt to followed by " [" 31 000 times', `${head}Dealt to ${' ['.repeat(31_000)}`, 'text: line 12: '],
  ['a chat line of " said, \\"x"', `${head}x${fill(' said, "x')}`, 'text: line 12: '],
  [
    'a seat line of "($1 in chips, "',
    `${lines.slice(0, 2).join('\n')}\nSeat 1: x${fill(' ($1 in chips, ')}`,
    'text: line 3: ',
  ],
  ['a first line of spaces before a line break', `PokerStars Hand #1:${' '.repeat(60_000)}x\u2028y`, 'text: line 1: '],
  ['collected again and again', `${head}x${fill(' collected 1')}!`, 'text: line 12: '],
  ['a flop of a thousand groups', `${head}*** FLOP *** ${fill('[Ah] ')}[`, 'text: line 12: '],
  ['nested brackets', `${head}Dealt to ${'['.repeat(30_000)}${']'.repeat(30_000)}`, 'text: line 12: '],
  ['unicode names', `${head}Dealt to ${fill('😀 [')}`, 'text: line 12: '],
  ['one huge line', `${head}${'x'.repeat(62_000)}`, 'text: line 12: '],
  ['NUL in a card group', `${head}Dealt to CoachHero [${'\u0000'.repeat(60_000)}]`, 'text: Contains an invalid'],
  ['blank lines only', '\n'.repeat(60_000), 'text: line 1: the history is empty'],
  ['a raise of a thousand amounts', `${head}UmaUTG: raises ${fill('1 ')}`, 'text: line 12: '],
  ['a call capped again and again', `${head}UmaUTG: calls 1${fill(' and has reached the 1 cap')}!`, 'text: line 12: '],
  ['a second board of a thousand groups', `${head}*** SECOND FLOP *** ${fill('[Ah] ')}[`, 'text: line 12: '],
  [
    'a cash drop of one huge amount',
    `${head}Cash Drop to Pot : total ${fill('1', MAX_HAND_HISTORY_BYTES - head.length - 60)}`,
    'text: line 12: ',
  ],
  [
    'a summary of a thousand fees',
    `${head}*** SUMMARY ***\nTotal pot 1${fill(' | Rake x', MAX_HAND_HISTORY_BYTES - head.length - 60)}`,
    'text: line 13: ',
  ],
  [
    'a Spanish line of numbers and signs',
    `${spanishHead}x${fill(' 1 €', roomAfter(spanishHead, 1.5))}!`,
    'text: line 12: ',
  ],
  [
    'a Portuguese line of raises',
    `${portugueseHead}x${fill(': aumenta 1 para', roomAfter(portugueseHead, 1))}`,
    'text: line 12: ',
  ],
  [
    'a summary seat mucking a thousand brackets',
    `${head}*** SUMMARY ***\nTotal pot 1 | Rake 0\nSeat 2: CoachHero mucked [${fill('[', MAX_HAND_HISTORY_BYTES - head.length - 80)}]`,
    'text: line 14: ',
  ],
];

/** A valid hand as long as the limit allows: table talk between its lines. */
const longHand = () => {
  const talk = 'BenBB said, "nice hand"\n';
  const room = MAX_HAND_HISTORY_BYTES - stars.length - 10;
  return `${head}${talk.repeat(room / talk.length)}${lines.slice(11).join('\n')}`;
};

const attach = (text: string) =>
  cast.api.post(`/lectures/${cast.lectureId}/hand-histories`, { title: 'Fuzz', momentSeconds: 1, text }, editor);

async function upload(path: string, field: string, text: string, name: string, type: string) {
  const form = new FormData();
  form.append('title', 'Fuzz');
  form.append('momentSeconds', '1');
  form.append(field, new Blob([text], { type }), name);
  const response = await fetch(`${cast.server.url}/api${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${editor}` },
  });
  return { status: response.status, body: await response.json() };
}

/**
 * A parser that blocks does so on every try; a machine busy with other work (CI runs this suite beside the
 * browser suite) delays a timer now and then, even a few times in a row: up to this many tries.
 */
const TRIES = 6;

/**
 * The answer of `send`, having checked the event loop's delay while it was in flight against the budget
 * plus the delay the machine gives a bare request just before (its noise now: beside the browser suite
 * a timer waits a hundred milliseconds and more with no parser at all), so a parser that blocks for
 * seconds fails and a busy machine does not.
 */
async function withinLoopBudget<T>(what: string, send: () => Promise<T>): Promise<T> {
  const delays: string[] = [];
  for (;;) {
    const noise = await loopDelayDuring(cast.server.url, () => fetch(`${cast.server.url}/api/health/live`));
    const { answer, delayMs, liveMs } = await loopDelayDuring(cast.server.url, send);
    delays.push(`${delayMs.toFixed(0)} ms (health/live ${liveMs.toFixed(0)} ms, noise ${noise.delayMs.toFixed(0)} ms)`);
    if (delayMs <= MAX_LOOP_DELAY_MS + noise.delayMs) return answer;
    expect(delays.length, `${what}: the event loop waited ${delays.join(', ')}`).toBeLessThan(TRIES);
  }
}

beforeAll(async () => {
  cast = await startCast();
  editor = await staffMemberWithRole(cast, 'editor');
  // The parser's worker starts with the first history (its start is not what is measured).
  expect((await attach(stars)).status).toBe(201);
});
afterAll(() => cast?.server.close());

describe('parsers of outside text under hostile input', () => {
  it.each(HOSTILE_HISTORIES)('refuses a hand history with %s, the event loop free', async (what, text, message) => {
    expect(text.length).toBeLessThanOrEqual(MAX_HAND_HISTORY_BYTES);
    const answer = await withinLoopBudget(what, () => attach(text));
    expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(answer.body.field).toBe('text');
  });

  it('reads a valid hand as long as the limit allows, and refuses the 62 KB one uploaded as a file', async () => {
    const hand = longHand();
    const stored = await withinLoopBudget('a long valid hand', () => attach(hand));
    expect(stored.status).toBe(201);
    expect(stored.body.hand).toEqual((await attach(stars)).body.hand);
    const path = `/lectures/${cast.lectureId}/hand-histories/upload`;
    const [, dealt] = HOSTILE_HISTORIES[0];
    const uploaded = await withinLoopBudget('an uploaded file', () =>
      upload(path, 'file', dealt, 'h.txt', 'text/plain'),
    );
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toContain('text: line 12: ');
  });

  it("reads a member's posted hand on its own worker the same way, the event loop free", async () => {
    const post = (text: string) =>
      cast.api.post(`/lectures/${cast.lectureId}/discussion`, { body: 'Fuzz', hand: { text } }, editor);
    const [what, dealt] = HOSTILE_HISTORIES[0];
    const refused = await withinLoopBudget(`a posted hand with ${what}`, () => post(dealt));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'hand.text', line: 12 });
    const posted = await withinLoopBudget('a long valid posted hand', () => post(longHand()));
    expect(posted.status).toBe(201);
  });

  it('refuses a valid hand holding NUL or half a surrogate pair, which the database cannot store', async () => {
    const nul = stars.replace('*** HOLE CARDS ***', '*** HOLE CARDS ***\nBenBB said, "\u0000"');
    for (const text of [nul, stars.replaceAll('VillainOne', 'Villain\ud800One')]) {
      const answer = await attach(text);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'text: Contains an invalid character', field: 'text' });
    }
  });

  it('refuses chapters of a time and a long run of spaces before a line break, the event loop free', async () => {
    const path = `/lectures/${cast.lectureId}`;
    for (const chapters of [
      `00:00${' '.repeat(MAX_CHAPTERS_TEXT - 10)}x\u2028y`,
      `00:00 -${' \t'.repeat((MAX_CHAPTERS_TEXT - 10) / 2)}x\u2029y`,
    ]) {
      const answer = await withinLoopBudget('chapters', () => cast.api.patch(path, { chapters }, editor));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('chapters: line 1 needs a time like mm:ss before the title');
    }
  });

  it('stores captions of a cue full of "<" or white space, the event loop free', async () => {
    const header = 'WEBVTT\n\n00:00.000 --> 00:01.000\n';
    const path = `/lectures/${cast.lectureId}/captions`;
    // Tags and runs of white space: what the cue reader's patterns once read again from each character.
    for (const cue of ['<', '< >', ' \t\u00a0']) {
      const text = `${header}${cue.repeat((MAX_CAPTION_BYTES - header.length) / Buffer.byteLength(cue))}`;
      const answer = await withinLoopBudget(`captions of ${JSON.stringify(cue)}`, () =>
        upload(path, 'file', text, 'captions.vtt', 'text/vtt'),
      );
      expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
      expect(answer.body.captions).toHaveLength(1);
    }
  });

  it('stores the most cues a caption file can hold, the event loop free', async () => {
    const cue = '00:00.000 --> 00:01.000\nx\n\n';
    const text = `WEBVTT\n\n${cue.repeat((MAX_CAPTION_BYTES - 8) / cue.length)}`;
    const answer = await withinLoopBudget('captions of many cues', () =>
      upload(`/lectures/${cast.lectureId}/captions`, 'file', text, 'many-cues.vtt', 'text/vtt'),
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
  });

  it('answers a search of the longest query in any script', async () => {
    for (const q of ['é'.repeat(100), '😀a'.repeat(33), '-a'.repeat(50), '\u0301'.repeat(100)]) {
      const answer = await withinLoopBudget('search', () =>
        cast.api.get(`/search?q=${encodeURIComponent(q)}`, cast.alice.token),
      );
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('reads ranges and logged addresses in linear time', () => {
    // The fastest of a few tries: a super-linear read is slow on every one.
    const timed = <T>(read: () => T) => {
      let fastest = Infinity;
      let result: T | undefined;
      for (let tried = 0; tried < TRIES && fastest > MAX_LOOP_DELAY_MS; tried++) {
        const started = performance.now();
        result = read();
        fastest = Math.min(fastest, performance.now() - started);
      }
      expect(fastest).toBeLessThanOrEqual(MAX_LOOP_DELAY_MS);
      return result as T;
    };
    // A range written out in full is about a kilobyte; these are ten times that.
    const ranges = ['QQ+, AKs, A2s-A5s, '.repeat(500), ' ,'.repeat(5_000), 'A'.repeat(10_000), '-+'.repeat(5_000)];
    for (const range of ranges) timed(() => parseRangeText(range));
    expect(timed(() => parseRangeText('QQ+, AKs, A2s-A5s'))).toEqual({
      weights: Object.fromEntries(['AA', 'KK', 'QQ', 'AKs', 'A5s', 'A4s', 'A3s', 'A2s'].map((hand) => [hand, 1])),
    });
    expect(timed(() => parseRangeText(`${'\u0000'.repeat(1000)}QQ+`))).toHaveProperty('message');
    // An address is at most the 16 KB a request's head may hold.
    timed(() => urlForLog(`/api/x${'?'.repeat(16_000)}`));
    expect(urlForLog('/api/x?a?b=1&c=2')).toBe('/api/x?a?b=[redacted]&c=[redacted]');
  });
});
