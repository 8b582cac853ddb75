import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { median, round } from '../figure.js';
import { percentile } from '../measure.js';
import { watchLiveRung } from './hls-viewer.js';
import type { PublisherClock } from './publisher-clock.js';

/** hls.js plays this many target durations behind the newest segment's end (its liveSyncDurationCount). */
export const HLS_JS_SYNC_SEGMENTS = 3;

/** One segment as the probe got it (ms). */
export interface LatencySample {
  sequence: number;
  arrivedAt: number;
  /** From the publisher sending the segment's first frame to its last byte at the probe. */
  glassToGlassMs: number;
  /** The same, with hls.js's distance behind the live edge added: what a member's screen shows. */
  onScreenMs: number;
  /** From the segment's program date-time (the encoder's clock) to its arrival. */
  fromProgramDateMs?: number;
}

/**
 * One viewer polling a live rung as hls.js does, timing each new segment against when the publisher
 * sent its first frame. A segment's place in the publisher's stream is the sum of the durations before
 * it (the ladder's timeline is the publisher's: it starts at its first frame and never drops one).
 */
export function startLatencyProbe(playlistUrl: string, clock: PublisherClock) {
  const samples: LatencySample[] = [];
  const durations = new Map<number, number>();
  const startOf = (sequence: number): number | undefined => {
    let seconds = 0;
    for (let earlier = 0; earlier < sequence; earlier += 1) {
      const duration = durations.get(earlier);
      if (duration === undefined) return undefined;
      seconds += duration;
    }
    return seconds;
  };
  const dispatcher = new Agent();
  let stopped = false;
  const watching = watchLiveRung({
    playlistUrl,
    dispatcher,
    watching: () => !stopped,
    onSegment({ segment, playlist, arrivedAt }) {
      for (const listed of playlist.segments) durations.set(listed.sequence, listed.seconds);
      const start = startOf(segment.sequence);
      const sentAt = start === undefined ? undefined : clock.sentAt(start * 1000);
      if (sentAt === undefined) return;
      const glassToGlassMs = arrivedAt - sentAt;
      samples.push({
        sequence: segment.sequence,
        arrivedAt,
        glassToGlassMs,
        onScreenMs: glassToGlassMs + (HLS_JS_SYNC_SEGMENTS * playlist.targetSeconds - segment.seconds) * 1000,
        fromProgramDateMs: segment.programDateMs === undefined ? undefined : arrivedAt - segment.programDateMs,
      });
    },
    onError: (error) => console.log(`  latency probe: ${error}`),
  });
  return {
    /** The samples that arrived from `from` to `to` (ms since epoch), summed up in seconds. */
    between(from: number, to: number) {
      return summary(samples.filter((sample) => sample.arrivedAt >= from && sample.arrivedAt <= to));
    },
    /**
     * Waits, at most `withinMs`, until the last three segments came within `limitMs` of the publisher:
     * a ladder that fell behind under the previous trial's load has caught up. The ms waited.
     */
    async caughtUp(limitMs: number, withinMs = 60_000): Promise<number> {
      const started = Date.now();
      const behind = () => samples.length < 3 || samples.slice(-3).some((sample) => sample.glassToGlassMs > limitMs);
      while (behind() && Date.now() - started < withinMs) await sleep(500);
      return Date.now() - started;
    },
    async stop() {
      stopped = true;
      await watching;
      await dispatcher.close();
    },
  };
}

const seconds = (ms: number) => round(ms / 1000, 2);

function summary(samples: LatencySample[]) {
  const sorted = (pick: (sample: LatencySample) => number | undefined) =>
    samples
      .map(pick)
      .filter((value) => value !== undefined)
      .sort((a, b) => a - b);
  const glass = sorted((sample) => sample.glassToGlassMs);
  const screen = sorted((sample) => sample.onScreenMs);
  const programDate = sorted((sample) => sample.fromProgramDateMs);
  return {
    segments: samples.length,
    medianS: seconds(median(glass)),
    p95S: seconds(percentile(glass, 95)),
    maxS: seconds(glass.at(-1) ?? Number.NaN),
    onScreenMedianS: seconds(median(screen)),
    onScreenP95S: seconds(percentile(screen, 95)),
    fromProgramDateMedianS: programDate.length > 0 ? seconds(median(programDate)) : null,
  };
}
