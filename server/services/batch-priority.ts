import { existsSync } from 'node:fs';
import os from 'node:os';

/** How batch work (transcodes, storyboards) yields to the members' own requests. */
export interface BatchPriority {
  /** CPU niceness, 0 (normal) … 19 (runs only on time nobody else wants). */
  nice: number;
  /** Threads one ffmpeg may use: fewer than the cores, so a core stays free for the app and PostgreSQL. */
  threads: number;
}

/** The default thread budget: every core but one (at least one). */
export const defaultBatchThreads = () => Math.max(1, os.availableParallelism() - 1);

const SETSID = '/usr/bin/setsid';
const CHRT = '/usr/bin/chrt';
const IONICE = '/usr/bin/ionice';
const NICE = '/usr/bin/nice';

/**
 * Linux's autogroups (sched_autogroup_enabled, on by default) share the CPU between sessions first
 * and apply a process's niceness only within its own session: ffmpeg at nice 19 still took half a CPU
 * from nginx, an external PostgreSQL or anything else running in another session. So a batch command
 * gets a session of its own and gives that session's autogroup the niceness (where the kernel has
 * autogroups; elsewhere the write fails quietly and the process's own priority below is what counts).
 * `setsid` runs the command in place, keeping its pid, since a spawned child never leads a process group.
 */
const OWN_AUTOGROUP = 'echo "$0" > /proc/self/autogroup 2>/dev/null; exec "$@"';

/**
 * The command line that runs `command` at the batch priority, set before ffmpeg starts any thread
 * (renicing a running process would miss the threads it already made): its own autogroup at `nice`
 * (above), `nice` for the process, SCHED_IDLE (`chrt -i 0`: any member's request that wakes up takes
 * the CPU from it at once, where nice 19 alone may let ffmpeg finish its slice first) and
 * `ionice -c3` (idle class: its disk reads wait for the members' media). At nice 0 only the idle I/O
 * class is kept: that priority asks batch work to compete as equals.
 */
export function atBatchPriority(
  command: string,
  args: string[],
  priority: Pick<BatchPriority, 'nice'>,
): [string, string[]] {
  const idleIo = existsSync(IONICE) ? [IONICE, '-c3'] : [];
  if (!existsSync(NICE)) return [command, args];
  const niced = [NICE, '-n', String(priority.nice), ...idleIo, command, ...args];
  if (priority.nice === 0) return [niced[0], niced.slice(1)];
  const idleCpu = existsSync(CHRT) ? [CHRT, '-i', '0'] : [];
  // Without setsid the write would renice the app's own autogroup: no session of its own then.
  const session = existsSync(SETSID) ? [SETSID, '/bin/sh', '-c', OWN_AUTOGROUP, String(priority.nice)] : [];
  const line = [...session, ...idleCpu, ...niced];
  return [line[0], line.slice(1)];
}
