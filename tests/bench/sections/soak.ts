import fs from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { giveMembersHistory, membersArrive, type TrialStats } from '../capacity/member-visit.js';
import { type BenchSection, type Figure, median, round } from '../figure.js';
import { percentile } from '../measure.js';
import { type BenchDatabase, benchDatabase, type RunningServer, startProduct } from '../product-server.js';
import { realtimeMembers } from '../realtime/members.js';

/**
 * Hours of members in minutes: 70 % of the capacity figure (`npm run bench capacity`, or
 * BENCH_SOAK_MEMBERS) visiting as in the capacity section for BENCH_SOAK_MINUTES (30), one sample a
 * minute of the calls' p95, the errors, the process's memory (its own /metrics), the database's
 * connections and the job queue. After the warm-up, memory must stay flat (≤ 10 % growth), p95 must
 * not drift (the last minutes within 25 % of the first), nothing may fail, and connections and
 * queue must not grow.
 */
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const WARM_UP_MINUTES = Number(process.env.BENCH_SOAK_WARMUP_MINUTES ?? 5);
const SHARE_OF_CAPACITY = 0.7;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const CAPACITY_FIGURE = 'capacity: members one app process serves';

interface Sample {
  minute: number;
  calls: number;
  p95Ms: number;
  /**
   * Where a slow minute comes from. The server's own share of requests over 250 ms (its histogram,
   * this minute) and its event-loop delay; the members' process's event-loop delay (their timings
   * include it); PostgreSQL's checkpoints this minute.
   */
  serverSlowPercent: number;
  serverLoopP99Ms: number;
  membersLoopP99Ms: number;
  checkpoints: number;
  errors: number;
  rssMiB: number;
  heapMiB: number;
  /** Memory outside the JS heap that Node accounts for (Buffers and the like): where RSS grows if the heap does not. */
  externalMiB: number;
  openSockets: number;
  appConnections: number;
  poolWaiting: number;
  databaseConnections: number;
  queueDepth: number;
}

async function soakMembers(): Promise<number> {
  if (process.env.BENCH_SOAK_MEMBERS) return Number(process.env.BENCH_SOAK_MEMBERS);
  const results = JSON.parse(await fs.readFile(path.join(import.meta.dirname, '..', 'results.json'), 'utf8'));
  const capacity = results.figures[CAPACITY_FIGURE]?.value;
  if (!capacity) throw new Error(`the soak runs at 70 % of "${CAPACITY_FIGURE}": run npm run bench capacity first`);
  return Math.round(capacity * SHARE_OF_CAPACITY);
}

/** The sum of every series of `name` (whose labels include `labels`) in a Prometheus text answer. */
function metric(text: string, name: string, labels = ''): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || (line.startsWith(`${name}{`) && line.includes(labels)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Running totals the samples difference. */
interface Totals {
  requests: number;
  fastRequests: number;
  checkpoints: number;
}

const REQUESTS = 'poker_http_request_duration_seconds';
const membersLoop = monitorEventLoopDelay({ resolution: 10 });

async function sample(
  minute: number,
  product: RunningServer,
  database: BenchDatabase,
  stats: TrialStats,
  before: Totals,
): Promise<[Sample, Totals]> {
  const calls = stats.apiMs.splice(0).sort((a, b) => a - b);
  const errors = stats.errors.length;
  const text = await (
    await fetch(`${product.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const connections = await database.deps.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database()`,
  );
  const checkpoints = await database.deps.db.execute<{ count: number }>(
    sql`select (checkpoints_timed + checkpoints_req)::int as count from pg_stat_bgwriter`,
  );
  const totals: Totals = {
    requests: metric(text, `${REQUESTS}_count`),
    fastRequests: metric(text, `${REQUESTS}_bucket`, 'le="0.25"'),
    checkpoints: checkpoints.rows[0].count,
  };
  const requests = totals.requests - before.requests;
  const mib = (bytes: number) => round(bytes / 2 ** 20, 1);
  const taken: Sample = {
    minute,
    calls: calls.length,
    p95Ms: round(percentile(calls, 95) ?? 0, 1),
    serverSlowPercent: round(requests > 0 ? (1 - (totals.fastRequests - before.fastRequests) / requests) * 100 : 0, 2),
    serverLoopP99Ms: round(metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000, 1),
    membersLoopP99Ms: round(membersLoop.percentile(99) / 1e6, 1),
    checkpoints: totals.checkpoints - before.checkpoints,
    errors,
    rssMiB: mib(metric(text, 'process_resident_memory_bytes')),
    heapMiB: mib(metric(text, 'nodejs_heap_size_used_bytes')),
    externalMiB: mib(metric(text, 'nodejs_external_memory_bytes')),
    openSockets: metric(text, 'poker_open_sockets'),
    appConnections: metric(text, 'poker_db_pool_connections', 'state="total"'),
    poolWaiting: metric(text, 'poker_db_pool_connections', 'state="waiting"'),
    // Minus this bench's own connection.
    databaseConnections: connections.rows[0].count - 1,
    queueDepth: metric(text, 'poker_job_queue_depth'),
  };
  console.log(`  ${JSON.stringify(taken)}`);
  membersLoop.reset();
  return [taken, totals];
}

function figures(members: number, samples: Sample[], firstError: string | undefined): Record<string, Figure> {
  const settled = samples.filter((s) => s.minute > WARM_UP_MINUTES);
  const window = Math.max(1, Math.min(5, Math.floor(settled.length / 3)));
  const first = settled.slice(0, window);
  const last = settled.slice(-window);
  const middle = (picked: Sample[], key: keyof Sample) => median(picked.map((s) => s[key]));
  const growth = round((middle(last, 'rssMiB') / middle(first, 'rssMiB') - 1) * 100, 1);
  const drift = round(middle(last, 'p95Ms') / middle(first, 'p95Ms'), 2);
  const errors = samples.at(-1)?.errors ?? 0;
  const connectionsGrew = middle(last, 'databaseConnections') - middle(first, 'databaseConnections');
  const queueGrew = middle(last, 'queueDepth') - middle(first, 'queueDepth');
  const conditions = `${members} members (70 % of capacity), ${MINUTES} min, after ${WARM_UP_MINUTES} min warm-up`;
  const detail = { members, minutes: MINUTES, warmUpMinutes: WARM_UP_MINUTES, firstError, samples };
  return {
    'memory growth after warm-up': {
      value: growth,
      unit: '% RSS',
      target: `≤ 10 % (${conditions})`,
      met: growth <= 10,
      detail,
    },
    'p95 drift (last ÷ first minutes)': {
      value: drift,
      unit: '×',
      target: `≤ 1.25, every minute ≤ 250 ms (${conditions})`,
      met: drift <= 1.25 && settled.every((s) => s.p95Ms <= 250),
    },
    errors: { value: errors, unit: 'errors', target: `0 (${conditions})`, met: errors === 0 },
    'database connections and job queue growth': {
      value: connectionsGrew + queueGrew,
      unit: 'connections + jobs',
      target: `≤ 0 (${conditions})`,
      met: connectionsGrew <= 0 && queueGrew <= 0,
    },
  };
}

export const section: BenchSection = {
  name: 'soak',
  async run() {
    const members = await soakMembers();
    const database = await benchDatabase({ seedDemo: true });
    await realtimeMembers(database, members);
    await giveMembersHistory(database);
    const product = await startProduct(database, { SOCKET_EVENTS_PER_MINUTE: '30', METRICS_TOKEN });
    try {
      const { stats, visiting } = membersArrive(product.url, product.url, members, MINUTES * 60_000);
      await sleep(stats.measureFrom - Date.now());
      const samples: Sample[] = [];
      let totals: Totals = { requests: 0, fastRequests: 0, checkpoints: 0 };
      membersLoop.enable();
      for (let minute = 1; minute <= MINUTES; minute += 1) {
        await sleep(stats.measureFrom + minute * 60_000 - Date.now());
        let taken: Sample;
        [taken, totals] = await sample(minute, product, database, stats, totals);
        samples.push(taken);
      }
      membersLoop.disable();
      await visiting;
      return figures(members, samples, stats.errors[0]);
    } finally {
      await product.stop();
      await database.close();
    }
  },
};
