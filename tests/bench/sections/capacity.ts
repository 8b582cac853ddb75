import path from 'node:path';
import { ARRIVALS_PER_SECOND, giveMembersHistory, membersArrive, WATCHING } from '../capacity/member-visit.js';
import { type BenchSection, type Figure, round } from '../figure.js';
import { largestPassing } from '../largest-passing.js';
import { percentile } from '../measure.js';
import { ACCEL_PREFIX, hasNginx, startNginx } from '../media/nginx.js';
import { type BenchDatabase, benchDatabase, startProduct } from '../product-server.js';
import { realtimeMembers } from '../realtime/members.js';

/**
 * How many members one app process serves on this machine while they do what members do (sign in,
 * dashboard, lecture list, a lecture with its panels, watching it at 2.5 Mbit/s with progress over
 * the socket every 10 s, a pause, a favourite): the largest count whose API calls keep p95 ≤ 250 ms
 * with no error once all have arrived. Members come with weeks of history (every lecture favourited
 * and begun), as a site's members do. Counts double until one fails, then the gap is halved twice.
 * The product (and PostgreSQL, and nginx when it fronts the media) on CPU 0, the simulated members on
 * the others.
 */
const P95_LIMIT_MS = 250;
const FIRST = Number(process.env.BENCH_CAPACITY_FIRST ?? 25);
const MOST = Number(process.env.BENCH_CAPACITY_MOST ?? 1600);
const TRIAL_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 40);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

interface Trial {
  members: number;
  p95Ms: number;
  mediaP95Ms: number;
  calls: number;
  errors: number;
  firstError?: string;
  passed: boolean;
}

/** `count` members arriving over the ramp, each visiting until the trial ends. */
async function trial(apiBase: string, mediaBase: string, count: number): Promise<Trial> {
  const { stats, visiting } = membersArrive(apiBase, mediaBase, count, TRIAL_SECONDS * 1000);
  await visiting;
  const p95Ms = round(percentile(ascending(stats.apiMs), 95), 1);
  const result = {
    members: count,
    p95Ms,
    mediaP95Ms: round(percentile(ascending(stats.mediaMs), 95), 1),
    calls: stats.apiMs.length,
    errors: stats.errors.length,
    firstError: stats.errors[0],
    passed: stats.errors.length === 0 && p95Ms <= P95_LIMIT_MS,
  };
  console.log(
    `  ${JSON.stringify(result)} (${Math.round(stats.mediaBytes / 2 ** 20)} MiB media, ${stats.pausesSaved} pauses saved)`,
  );
  return result;
}

/** The most members whose trial passed, found by doubling and halving. */
const capacity = (apiBase: string, mediaBase: string) =>
  largestPassing(FIRST, MOST, (count) => trial(apiBase, mediaBase, count));

const figure = (found: Awaited<ReturnType<typeof capacity>>, how: string): Figure => ({
  value: found.count,
  unit: 'members',
  target: `stated: p95 ≤ ${P95_LIMIT_MS} ms, no error (${how})`,
  met: found.count >= FIRST,
  detail: {
    watching: WATCHING,
    arrivalsPerSecond: ARRIVALS_PER_SECOND,
    trialSeconds: TRIAL_SECONDS,
    trials: found.trials,
  },
});

async function alone(database: BenchDatabase): Promise<Figure> {
  const product = await startProduct(database, { SOCKET_EVENTS_PER_MINUTE: '30' });
  try {
    return figure(await capacity(product.url, product.url), 'the app alone');
  } finally {
    await product.stop();
  }
}

async function behindNginx(database: BenchDatabase): Promise<Figure> {
  const product = await startProduct(database, { SOCKET_EVENTS_PER_MINUTE: '30', MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX });
  const nginx = await startNginx(path.join(database.dataDir, 'media'), { kind: 'accel', upstream: product.url });
  try {
    return figure(await capacity(product.url, nginx.url), 'media through nginx with MEDIA_ACCEL_REDIRECT');
  } finally {
    await nginx.stop();
    await product.stop();
  }
}

export const section: BenchSection = {
  name: 'capacity',
  async run() {
    const database = await benchDatabase({ seedDemo: true });
    try {
      await realtimeMembers(database, MOST);
      await giveMembersHistory(database);
      return {
        'members one app process serves': await alone(database),
        ...(hasNginx ? { 'members one app process serves, media by nginx': await behindNginx(database) } : {}),
      };
    } finally {
      await database.close();
    }
  },
};
