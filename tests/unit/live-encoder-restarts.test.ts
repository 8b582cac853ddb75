import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LiveEncoder } from '../../server/modules/live/live-encoder.js';
import { liveLadderFor } from '../../server/modules/live/live-ladder.js';

/**
 * The live encoder's restart rule with an ffmpeg that dies as it starts (a program of that name first
 * on PATH that exits 1): the backoff's timers are faked, the processes are real.
 */
let dir: string;
const { PATH } = process.env;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-encoder-'));
  await fs.mkdir(path.join(dir, 'bin'));
  await fs.writeFile(path.join(dir, 'bin', 'ffmpeg'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
  process.env.PATH = `${path.join(dir, 'bin')}:${PATH}`;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  vi.useRealTimers();
  process.env.PATH = PATH;
  await fs.rm(dir, { recursive: true, force: true });
});

/** Until `done` holds, letting the child processes' events in (setImmediate is not faked). */
async function until(done: () => boolean): Promise<void> {
  for (let turns = 0; !done(); turns += 1) {
    if (turns > 100_000) throw new Error('the encoder never got there');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('gives up after five restarts in a row, and starts again, counting afresh, when the publisher comes back', async () => {
  const lines: string[] = [];
  const seen = { down: 0, up: 0 };
  const events = { down: () => (seen.down += 1), up: () => (seen.up += 1) };
  const encoder = await LiveEncoder.open(
    path.join(dir, 'hls'),
    path.join(dir, 'recording.flv'),
    (line) => lines.push(line),
    events,
  );
  encoder.start(liveLadderFor(360), false);
  for (let restart = 1; restart <= 5; restart += 1) {
    await until(() => seen.down === restart);
    expect(lines.at(-1)).toContain(`restart ${restart} of 5 in ${1000 * 2 ** (restart - 1)} ms`);
    await vi.advanceTimersByTimeAsync(1000 * 2 ** (restart - 1));
    expect(seen.up).toBe(restart);
  }
  await until(() => seen.down === 6);
  expect(lines.at(-1)).toContain('not started again after 5 restarts until the publisher connects again');
  await vi.advanceTimersByTimeAsync(60_000);
  expect([seen.up, encoder.encoding]).toEqual([5, false]);

  encoder.revive();
  expect(seen.up).toBe(6);
  await until(() => seen.down === 7);
  expect(lines.at(-1)).toContain('restart 1 of 5 in 1000 ms');
  // Reviving an encoder that has not given up starts nothing more.
  encoder.revive();
  expect(seen.up).toBe(6);
  await encoder.stop();
});
