// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { atBatchPriority } from '../../../server/services/batch-priority.js';

const hasAutogroups = existsSync('/proc/self/autogroup');
const SCHED_IDLE = '5';

/** What the kernel says of a running process: its niceness, scheduling policy and autogroup. */
function scheduling(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const autogroup = hasAutogroups ? readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim() : undefined;
  return { comm: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), nice: fields[16], policy: fields[38], autogroup };
}

/** Runs `sleep` as batch work at `nice` and reads how the kernel schedules it once it runs. */
async function batchSleep(nice: number) {
  const child = spawn(...atBatchPriority('sleep', ['30'], { nice }), { stdio: 'ignore' });
  try {
    // At SCHED_IDLE the chain of execs up to `sleep` runs only on time nobody else wants: on a machine
    // whose cores are all taken that can be seconds, so the wait (and the tests' limit past it) is long.
    const deadline = Date.now() + 20_000;
    while (scheduling(child.pid!).comm !== 'sleep' && Date.now() < deadline) await sleep(20);
    return scheduling(child.pid!);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
}

describe.runIf(process.platform === 'linux' && existsSync('/usr/bin/nice'))('batch priority', () => {
  it('runs the command itself (its pid, so it can be stopped) at nice 19, SCHED_IDLE, in an autogroup of its own at nice 19', async () => {
    const batch = await batchSleep(19);
    expect(batch.comm).toBe('sleep');
    expect(batch.nice).toBe('19');
    if (existsSync('/usr/bin/chrt')) expect(batch.policy).toBe(SCHED_IDLE);
    if (hasAutogroups && existsSync('/usr/bin/setsid')) {
      expect(batch.autogroup).not.toBe(readFileSync('/proc/self/autogroup', 'utf8').trim());
      expect(batch.autogroup).toMatch(/ nice 19$/);
    }
  }, 30_000);

  it('at nice 0 competes as an equal: the app’s own autogroup, the normal policy', async () => {
    const equal = await batchSleep(0);
    expect(equal.nice).toBe('0');
    expect(equal.policy).toBe('0');
    if (hasAutogroups) expect(equal.autogroup).toBe(readFileSync('/proc/self/autogroup', 'utf8').trim());
  }, 30_000);
});
