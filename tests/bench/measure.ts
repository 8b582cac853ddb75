import autocannon from 'autocannon';

export interface Latency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  rows: number;
  total: string | null;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Sequential requests after a warm-up: each sample is one request's full round trip. */
export async function latency(url: string, token: string, samples: number, warmUp = 10): Promise<Latency> {
  const times: number[] = [];
  let last: { rows: number; total: string | null } = { rows: 0, total: null };
  for (let i = 0; i < warmUp + samples; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as unknown[];
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= warmUp) times.push(elapsed);
    last = { rows: body.length, total: response.headers.get('x-total-count') };
  }
  times.sort((a, b) => a - b);
  return { samples, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times.at(-1)!), ...last };
}

export interface LoadOptions {
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Requests per second with concurrent connections (autocannon). */
export async function throughput(url: string, seconds: number, { connections = 20, ...request }: LoadOptions = {}) {
  const result = await autocannon({ url, duration: seconds, connections, ...request });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
