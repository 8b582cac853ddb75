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

const IONICE = '/usr/bin/ionice';
const NICE = '/usr/bin/nice';

/**
 * The command line that runs `command` at the batch priority: `nice` sets the niceness before ffmpeg
 * starts any thread (renicing a running process would miss the threads it already made), and
 * `ionice -c3` (idle class, where util-linux has it) lets its disk reads wait for the members' media.
 */
export function atBatchPriority(
  command: string,
  args: string[],
  priority: Pick<BatchPriority, 'nice'>,
): [string, string[]] {
  const idleIo = existsSync(IONICE) ? [IONICE, '-c3'] : [];
  if (!existsSync(NICE)) return [command, args];
  return [NICE, ['-n', String(priority.nice), ...idleIo, command, ...args]];
}
