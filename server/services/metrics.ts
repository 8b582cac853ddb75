import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when Prometheus scrapes: set once the process's parts exist. */
export interface MetricSources {
  pool?: pg.Pool;
  openSockets?: () => number;
  /** Jobs waiting per queue (created or waiting to retry). */
  queueSizes?: () => Promise<Record<string, number>>;
}

// A member counts as watching while their player reported a position this recently (it reports every 10 s).
const WATCHING_WINDOW_MS = 60_000;
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Jobs run from milliseconds (a mail) to hours (a long lecture's ladder).
const JOB_SECONDS = [0.05, 0.25, 1, 5, 15, 60, 180, 600, 1800, 3600, 10800];

/**
 * This process's Prometheus figures (docs/API.md#metrics). Counting is cheap and always on; the
 * process-wide collectors (event-loop lag, heap, GC) start only when the figures are served.
 */
export class Metrics {
  readonly registry = new Registry();
  private sources: MetricSources = {};
  private readonly watchers = new Map<number, number>();
  private processCollectors = false;

  readonly requestDuration = new Histogram({
    name: 'poker_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (never the raw URL), method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'poker_job_duration_seconds',
    help: 'Jobs this process ran, by queue (transcode-video: HLS transcodes) and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_SECONDS,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'poker_job_failures_total',
    help: 'Jobs that failed in this process (pg-boss retries them within their limit)',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'poker_mails_total',
    help: 'Mails by outcome: sent, failed (the transport refused it), queued (kept in the job queue to retry)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly answerCache = new Counter({
    name: 'poker_answer_cache_requests_total',
    help: "Members' lecture and progress answers served from the answer cache (hit) or made again (miss)",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor() {
    const sources = () => this.sources;
    const watchers = this.watchers;
    new Gauge({
      name: 'poker_open_sockets',
      help: 'Socket.IO connections open on this process',
      registers: [this.registry],
      collect() {
        this.set(sources().openSockets?.() ?? 0);
      },
    });
    new Gauge({
      name: 'poker_members_watching',
      help: `Members whose player reported a position to this process in the last ${WATCHING_WINDOW_MS / 1000} s`,
      registers: [this.registry],
      collect() {
        const since = Date.now() - WATCHING_WINDOW_MS;
        for (const [user, seen] of watchers) if (seen < since) watchers.delete(user);
        this.set(watchers.size);
      },
    });
    new Gauge({
      name: 'poker_db_pool_connections',
      help: "The app's PostgreSQL pool: open (total), idle, and callers waiting for a connection",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources().pool;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'poker_job_queue_depth',
      help: 'Jobs waiting in each durable queue (shared by every process: the same figure on each)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        // The database away: the figure is left out of this scrape rather than failing all of it.
        const sizes = await sources()
          .queueSizes?.()
          .catch(() => undefined);
        for (const [queue, size] of Object.entries(sizes ?? {})) this.set({ queue }, size);
      },
    });
  }

  observe(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** A member's player reported a position. */
  sawWatching(userId: number): void {
    this.watchers.set(userId, Date.now());
  }

  /** Times a job handler and counts its failure, which it passes on to the queue. */
  timed<A extends unknown[]>(queue: string, handler: (...args: A) => Promise<void>) {
    return async (...args: A): Promise<void> => {
      const end = this.jobDuration.startTimer({ queue });
      try {
        await handler(...args);
        end({ outcome: 'done' });
      } catch (error) {
        end({ outcome: 'failed' });
        this.jobFailures.inc({ queue });
        throw error;
      }
    };
  }

  /** The Prometheus text of every figure, process-wide ones included from the first scrape on. */
  async text(): Promise<string> {
    if (!this.processCollectors) {
      this.processCollectors = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
