import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher, fetch } from 'undici';
import { round } from '../figure.js';
import { percentile } from '../measure.js';
import { rungUri } from './hls-playlist.js';
import { watchLiveRung } from './hls-viewer.js';
import type { startLatencyProbe } from './latency-probe.js';
import { watchUrl } from './live-class.js';

/** Members join at this rate (each asks for the class's playlist, then its rung's). */
export const JOINS_PER_SECOND = 100;
/** At most this share of segments may take longer than their duration to get (p95 within it). */
const LATE_SHARE = 0.05;

export interface LiveStage {
  apiBase: string;
  /** Where players fetch `/media/…`: the app, or nginx in front of it. */
  mediaBase: string;
  classId: number;
  rung: string;
  probe: ReturnType<typeof startLatencyProbe>;
  /** The members' tokens; a trial uses the first `count`. */
  tokens: string[];
  trialSeconds: number;
  /** The probe's glass-to-glass p95 a trial must keep (s). */
  latencyLimitS: number;
  /** The probe's glass-to-glass p95 with nobody else watching (s): the next trial starts once it is back to it. */
  idleP95S: number;
}

export interface ViewerTrial {
  viewers: number;
  /** From the playlist request listing a segment to its last byte, ms. */
  fetchP95Ms: number;
  fetchMaxMs: number;
  /** Segments that took longer than their own duration to get. */
  late: number;
  segments: number;
  mebibytes: number;
  errors: number;
  firstError?: string;
  /** How long the ladder took to catch up with the publisher after the previous trial, ms. */
  caughtUpMs: number;
  /** The probe's glass-to-glass meanwhile. */
  latency: ReturnType<ReturnType<typeof startLatencyProbe>['between']>;
  /** The simulated players' own event-loop delay: high, and the figure is the load generator's limit. */
  clientDelayP99Ms: number;
  passed: boolean;
}

/** The grant-signed playlist of `rung` for a member: the class's master, as the watch call gives it, read for the rung. */
export async function rungPlaylist(
  stage: Pick<LiveStage, 'apiBase' | 'mediaBase' | 'classId' | 'rung'>,
  token: string,
  dispatcher?: Dispatcher,
) {
  const master = await watchUrl(stage.apiBase, token, stage.classId);
  if (!master) throw new Error(`live class ${stage.classId} has no playlist`);
  const masterUrl = `${stage.mediaBase}${master}`;
  const response = await fetch(masterUrl, { dispatcher });
  const uri = rungUri(await response.text(), stage.rung);
  if (response.status !== 200 || !uri) throw new Error(`${response.status}: no ${stage.rung} rung in ${master}`);
  return new URL(uri, masterUrl).href;
}

/**
 * `count` members joining one live class over a ramp, each watching `stage.rung` until `trialSeconds`
 * after the last joined; segments are timed from then on. Passes when the p95 of getting a segment is
 * within its duration (a player slower than that falls behind the class), the probe stayed within
 * the glass-to-glass limit (the ladder shares the app's CPU and falls behind with it) and nothing failed.
 */
export async function viewerTrial(stage: LiveStage, count: number): Promise<ViewerTrial> {
  const caughtUpMs = await stage.probe.caughtUp(stage.idleP95S * 1000);
  const rampMs = (count / JOINS_PER_SECOND) * 1000;
  const measureFrom = Date.now() + rampMs;
  const until = measureFrom + stage.trialSeconds * 1000;
  const fetchMs: number[] = [];
  const errors: string[] = [];
  let late = 0;
  let bytes = 0;
  const delay = monitorEventLoopDelay();
  const startDelay = setTimeout(() => delay.enable(), rampMs);
  await Promise.all(
    stage.tokens.slice(0, count).map(async (token, i) => {
      await sleep((i / count) * rampMs);
      const dispatcher = new Agent();
      try {
        await watchLiveRung({
          playlistUrl: await rungPlaylist(stage, token, dispatcher),
          dispatcher,
          watching: () => Date.now() < until,
          onSegment({ segment, listedFrom, arrivedAt, bytes: size }) {
            if (listedFrom < measureFrom) return;
            fetchMs.push(arrivedAt - listedFrom);
            if (arrivedAt - listedFrom > segment.seconds * 1000) late += 1;
            bytes += size;
          },
          onError: (error) => errors.push(error),
        });
      } catch (error) {
        errors.push(`joining: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await dispatcher.close();
      }
    }),
  );
  clearTimeout(startDelay);
  delay.disable();
  fetchMs.sort((a, b) => a - b);
  const latency = stage.probe.between(measureFrom, until);
  const fetchP95Ms = round(percentile(fetchMs, 95) ?? Number.NaN, 1);
  const result: ViewerTrial = {
    viewers: count,
    fetchP95Ms,
    fetchMaxMs: round(fetchMs.at(-1) ?? Number.NaN, 1),
    late,
    segments: fetchMs.length,
    mebibytes: round(bytes / 2 ** 20, 1),
    errors: errors.length,
    firstError: errors[0],
    caughtUpMs,
    latency,
    clientDelayP99Ms: round(delay.percentile(99) / 1e6, 1),
    passed:
      errors.length === 0 &&
      fetchMs.length > 0 &&
      late <= LATE_SHARE * fetchMs.length &&
      latency.p95S <= stage.latencyLimitS,
  };
  console.log(`  ${JSON.stringify(result)}`);
  return result;
}
