import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RealtimeMember } from './members.js';

export interface Pause {
  videoId: number;
  watchedSeconds: number;
}

/** One connected client: sends a pause, and calls back with what was acknowledged. */
export interface LoopClient {
  send(pause: Pause): void;
  close(): void;
}
export type Connect = (
  member: RealtimeMember,
  onAck: (watchedSeconds: number) => void,
  onError: (error: Error) => void,
) => Promise<LoopClient>;

export interface LoopResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  connectSeconds: number;
  /** Cores the bench process (the load generator) used, and its event-loop utilisation: near 1 = it was the limit. */
  loadCores: number;
  loadEventLoop: number;
  /** Cores the server process used; CPU 0 (server, and PostgreSQL for the product) busy fraction, others' work included. */
  serverCores: number;
  cpu0Busy: number;
}

const CONNECT_AT_ONCE = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** utime + stime of a process in seconds (Linux /proc). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** [busy, total] jiffies of CPU 0 (/proc/stat). */
function cpu0Jiffies(): [number, number] {
  const line =
    readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('cpu0 ')) ?? 'cpu0 0 0 0 0';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const total = values.reduce((sum, v) => sum + v, 0);
  return [total - idle, total];
}

/**
 * Every member connected, then a closed loop: each sends one pause, waits for its answer, sends the
 * next (watchedSeconds one further each time, over the member's few lectures). Answers arriving in
 * the `seconds` after a `warmUpSeconds` warm-up are counted; a wrong answer or an error aborts.
 */
export async function closedLoop(
  members: RealtimeMember[],
  connect: Connect,
  serverPid: number,
  { seconds = 5, warmUpSeconds = 1 } = {},
): Promise<LoopResult> {
  let failure: Error | undefined;
  let running = true;
  let windowStart = Infinity;
  let windowEnd = Infinity;
  let outstanding = 0;
  const latencies: number[] = [];
  const clients: LoopClient[] = [];
  const starters: (() => void)[] = [];

  try {
    const connectStarted = performance.now();
    for (let from = 0; from < members.length; from += CONNECT_AT_ONCE) {
      const batch = members.slice(from, from + CONNECT_AT_ONCE).map(async (member) => {
        let sentAt = 0;
        let expected = 0;
        const next = (client: LoopClient) => {
          member.sent += 1;
          expected = member.sent;
          sentAt = performance.now();
          outstanding += 1;
          client.send({
            videoId: member.lectureIds[member.sent % member.lectureIds.length],
            watchedSeconds: member.sent,
          });
        };
        const client: LoopClient = await connect(
          member,
          (watchedSeconds) => {
            const now = performance.now();
            outstanding -= 1;
            if (watchedSeconds !== expected)
              failure ??= new Error(`member ${member.id}: sent ${expected}, acknowledged ${watchedSeconds}`);
            if (now >= windowStart && now < windowEnd) latencies.push(now - sentAt);
            if (running && !failure) next(client);
          },
          (error) => {
            failure ??= error;
          },
        );
        clients.push(client);
        return () => next(client);
      });
      starters.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const began = performance.now();
    windowStart = began + warmUpSeconds * 1000;
    windowEnd = windowStart + seconds * 1000;
    for (const start of starters) start();
    await sleep(warmUpSeconds * 1000);
    const elu = performance.eventLoopUtilization();
    const cpu = process.cpuUsage();
    const server = processCpuSeconds(serverPid);
    const [busy0, total0] = cpu0Jiffies();
    await sleep(seconds * 1000);
    const loadEventLoop = performance.eventLoopUtilization(elu).utilization;
    const used = process.cpuUsage(cpu);
    const serverCores = (processCpuSeconds(serverPid) - server) / seconds;
    const [busy1, total1] = cpu0Jiffies();
    running = false;
    const drainUntil = performance.now() + 15_000;
    while (outstanding > 0 && !failure && performance.now() < drainUntil) await sleep(20);
    if (failure) throw failure;
    if (latencies.length === 0) throw new Error('no pause was acknowledged');
    latencies.sort((a, b) => a - b);
    return {
      perSecond: Math.round(latencies.length / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      connectSeconds: round(connectSeconds),
      loadCores: round((used.user + used.system) / 1e6 / seconds),
      loadEventLoop: round(loadEventLoop),
      serverCores: round(serverCores),
      cpu0Busy: round((busy1 - busy0) / Math.max(1, total1 - total0)),
    };
  } finally {
    running = false;
    for (const client of clients) client.close();
  }
}
