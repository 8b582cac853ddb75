import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeToLadder } from '../../server/modules/videos/ffmpeg.js';
import { makeSourceVideo, removeSourceVideo } from './helpers/transcoding.js';

const run = promisify(execFile);

/** This process's ffmpeg children as /proc shows them: pid, niceness and thread count. */
async function ffmpegChildren(): Promise<{ pid: number; nice: number; threads: number }[]> {
  const found = [];
  for (const name of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await fs.readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: state is the 3rd field, so index i is field i + 3.
    const [, command, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
    const fields = rest?.split(' ') ?? [];
    // A zombie has exited: nothing of it is left to prioritise.
    if (command === 'ffmpeg' && Number(fields[1]) === process.pid && fields[0] !== 'Z')
      found.push({ pid: Number(name), nice: Number(fields[16]), threads: Number(fields[17]) });
  }
  return found;
}

let source: string;
let outDir: string;

beforeAll(async () => {
  source = await makeSourceVideo(640, 360, 6);
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-priority-'));
});
afterAll(async () => {
  await removeSourceVideo(source);
  await fs.rm(outDir, { recursive: true, force: true });
});

describe('transcodes yield to members', () => {
  it('runs ffmpeg at the configured niceness and in the idle I/O class', async () => {
    const seen: { nice: number; ioClass: string }[] = [];
    // A process that is exiting has already dropped its I/O context, so it reads as class "none": a
    // look counts only once the next look finds the process still there.
    let pending: { pid: number; nice: number; ioClass: string }[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const children = await ffmpegChildren();
        const alive = new Set(children.map((child) => child.pid));
        for (const { pid, ...look } of pending) if (alive.has(pid)) seen.push(look);
        pending = [];
        for (const child of children) {
          const { stdout } = await run('ionice', ['-p', String(child.pid)]).catch(() => ({ stdout: 'gone' }));
          pending.push({ pid: child.pid, nice: child.nice, ioClass: stdout.trim() });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await transcodeToLadder(source, outDir, () => undefined, new AbortController().signal, {
      nice: 17,
      threads: 1,
    });
    watching = false;
    await watch;

    expect(result.rungs.length).toBeGreaterThan(0);
    const observed = seen.filter((one) => one.ioClass !== 'gone');
    expect(observed.length).toBeGreaterThan(0);
    for (const one of observed) expect(one).toEqual({ nice: 17, ioClass: 'idle' });
  }, 120_000);
});
