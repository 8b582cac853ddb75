import autocannon from 'autocannon';

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests each connection makes in turn, over and over, instead of the one `url` names. */
  requests?: autocannon.Request[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Requests per second and latency at `connections` concurrent connections (autocannon, in this process). */
export async function load(
  url: string,
  { connections = 50, seconds = 4, ...request }: LoadOptions = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, ...request });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The p-th percentile of values sorted in ascending order. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Sequential requests after a warm-up: the p95 of one request's full round trip. `before` runs ahead
 * of each request, untimed (a write, so every request meets what a write leaves).
 */
export async function sequentialP95(
  url: string,
  headers: Record<string, string>,
  {
    samples = 100,
    warmUp = 10,
    before,
  }: { samples?: number; warmUp?: number; before?: (i: number) => Promise<void> } = {},
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < warmUp + samples; i += 1) {
    await before?.(i);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(percentile(times, 95) * 100) / 100;
}
