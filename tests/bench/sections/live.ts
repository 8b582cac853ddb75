import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../server/services/free-port.js';
import { atMost, type BenchSection, type Figure } from '../figure.js';
import { largestPassing } from '../largest-passing.js';
import { HLS_JS_SYNC_SEGMENTS, startLatencyProbe } from '../live/latency-probe.js';
import { goLive } from '../live/live-class.js';
import { JOINS_PER_SECOND, type LiveStage, rungPlaylist, viewerTrial } from '../live/viewer-trial.js';
import { ACCEL_PREFIX, hasNginx, startNginx } from '../media/nginx.js';
import { benchAdminToken, type BenchDatabase, benchDatabase, benchMember, startProduct } from '../product-server.js';
import { realtimeMembers } from '../realtime/members.js';

/**
 * A live class on this machine: a coach's 720p test stream pushed over RTMP into the product, whose
 * ffmpeg ladder (720p and 360p, 1 s segments) shares CPU 0 with the app and PostgreSQL; the publisher
 * and the simulated members run on the other CPU.
 * Glass-to-glass: a member polling the 720p rung as hls.js does, each new segment's last byte against
 * when the publisher sent its first frame (ffmpeg's `-progress` reports; `-re` sends in real time).
 * Viewers: members joining the class and watching the 720p rung, doubled until a trial fails.
 */
const RUNG = '720p';
const GLASS_TO_GLASS_TARGET_S = 6;
const LATENCY_SECONDS = Number(process.env.BENCH_LIVE_LATENCY_SECONDS ?? 60);
const FIRST = Number(process.env.BENCH_LIVE_FIRST ?? 25);
const MOST = Number(process.env.BENCH_LIVE_MOST ?? 3200);
const TRIAL_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
/** The ladder's first seconds: ffmpeg works off what it read while probing the stream. */
const SETTLE_MS = 5000;

type Idle = Awaited<ReturnType<typeof idleLatency>>;

/** Glass-to-glass with nobody else watching, over LATENCY_SECONDS once the ladder has settled. */
async function idleLatency(probe: LiveStage['probe']) {
  await sleep(SETTLE_MS);
  const from = Date.now();
  await sleep(LATENCY_SECONDS * 1000);
  const latency = probe.between(from, Date.now());
  console.log(`  glass-to-glass with nobody else watching ${JSON.stringify(latency)}`);
  return latency;
}

/** A class live on the product (alone, or behind nginx sending its segments), probed from its start. */
async function onStage<T>(
  database: BenchDatabase,
  tokens: string[],
  fronted: boolean,
  measure: (stage: LiveStage, idle: Idle) => Promise<T>,
): Promise<T> {
  const rtmpPort = await freePort();
  const accel: Record<string, string> = fronted ? { MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX } : {};
  const product = await startProduct(database, { RTMP_PORT: String(rtmpPort), RTMP_HOST: '127.0.0.1', ...accel });
  const nginx = fronted
    ? await startNginx(path.join(database.dataDir, 'media'), { kind: 'accel', upstream: product.url })
    : undefined;
  try {
    const live = await goLive(product.url, rtmpPort, await benchAdminToken(database));
    const where = { apiBase: product.url, mediaBase: nginx?.url ?? product.url, classId: live.id, rung: RUNG };
    try {
      const probe = startLatencyProbe(await rungPlaylist(where, (await benchMember(database)).token), live.clock);
      try {
        const idle = await idleLatency(probe);
        const limits = { latencyLimitS: GLASS_TO_GLASS_TARGET_S, idleP95S: idle.p95S };
        return await measure({ ...where, probe, tokens, trialSeconds: TRIAL_SECONDS, ...limits }, idle);
      } finally {
        await probe.stop();
      }
    } finally {
      live.push.stop();
    }
  } finally {
    await nginx?.stop();
    await product.stop();
  }
}

function latencyFigures(idle: Idle): Record<string, Figure> {
  const detail = { rung: RUNG, seconds: LATENCY_SECONDS, ...idle };
  const screen = `hls.js ${HLS_JS_SYNC_SEGMENTS} segments behind the newest's end, its liveSyncDurationCount`;
  return {
    'glass-to-glass to a member polling as hls.js, median': atMost(idle.medianS, GLASS_TO_GLASS_TARGET_S, 's', detail),
    'glass-to-glass to a member polling as hls.js, p95': atMost(idle.p95S, GLASS_TO_GLASS_TARGET_S, 's', detail),
    [`glass-to-glass on screen with ${screen}, p95`]: atMost(idle.onScreenP95S, GLASS_TO_GLASS_TARGET_S, 's', detail),
  };
}

async function viewersFigure(stage: LiveStage, idle: Idle, how: string): Promise<Figure> {
  const found = await largestPassing(FIRST, MOST, (count) => viewerTrial(stage, count));
  return {
    value: found.count,
    unit: 'members',
    target: `stated: p95 of getting each ${RUNG} segment within its 1 s, glass-to-glass p95 ≤ ${GLASS_TO_GLASS_TARGET_S} s, no error (${how})`,
    met: found.count >= FIRST,
    detail: {
      rung: RUNG,
      joinsPerSecond: JOINS_PER_SECOND,
      trialSeconds: TRIAL_SECONDS,
      idleLatency: idle,
      trials: found.trials,
    },
  };
}

export const section: BenchSection = {
  name: 'live',
  async run() {
    const database = await benchDatabase({ seedDemo: true });
    try {
      const tokens = (await realtimeMembers(database, MOST)).map((member) => member.token);
      const alone = await onStage(database, tokens, false, async (stage, idle) => ({
        ...latencyFigures(idle),
        'members watching one live class, the app alone': await viewersFigure(stage, idle, 'the app alone'),
      }));
      if (!hasNginx) return alone;
      return {
        ...alone,
        'members watching one live class, segments by nginx': await onStage(database, tokens, true, (stage, idle) =>
          viewersFigure(stage, idle, 'segments through nginx with MEDIA_ACCEL_REDIRECT'),
        ),
      };
    } finally {
      await database.close();
    }
  },
};
