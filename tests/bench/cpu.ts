import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';

/**
 * Where the machine allows (taskset present, two cores or more), the server under test and its
 * reference run on CPU 0 and the load generator on the others, so they do not steal each other's time.
 */
export const canPin = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

export const SERVER_CPU = '0';
export const LOAD_CPUS = `1-${Math.max(1, os.cpus().length - 1)}`;
export const ALL_CPUS = `0-${os.cpus().length - 1}`;

/** The command and arguments that run `command` pinned to `cpus` (unchanged where pinning is impossible). */
export function pinnedCommand(cpus: string, command: string, args: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
}

/** Pins a running process and all its threads (e.g. a PostgreSQL server started elsewhere). */
export function pinProcess(pid: number, cpus: string): void {
  if (canPin) execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}
