import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { startServices } from '../../server/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/services/passwords.js';

/**
 * Requests per second and latency of the API core on the embedded PostgreSQL: health (framework
 * and pool), user/me (token check plus two queries) and sign-in (bound by argon2id by design).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const MEMBER = { email: 'bench@example.com', password: 'bench-password-1' };

export async function runThroughputBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-'));
  await fs.chmod(dataDir, 0o755);
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-1' });
  const services = await startServices(config, () => undefined);
  const app = await buildApp(services.deps, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const db = services.deps.db;
    await db.insert(users).values({ name: 'Bench', email: MEMBER.email, isVerified: true, passwordHash: await hashPassword(MEMBER.password) });
    const signin = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEMBER) });
    const { token } = (await signin.json()) as { token: string };
    const runs = {
      health: await load(`${base}/api/health`, {}),
      userMe: await load(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } }),
      signin: await load(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEMBER), connections: 4 }),
    };
    await db.delete(users).where(eq(users.email, MEMBER.email));
    return runs;
  } finally {
    await app.close();
    await services.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function load(url: string, options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; connections?: number }) {
  const result = await autocannon({ url, duration: DURATION_S, connections: options.connections ?? 20, method: options.method ?? 'GET', headers: options.headers, body: options.body });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runThroughputBench();
  await fs.writeFile(path.join(import.meta.dirname, 'output', 'api-throughput.json'), `${JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, durationSeconds: DURATION_S, results }, null, 2)}\n`);
  console.table(Object.fromEntries(Object.entries(results).map(([name, r]) => [name, { 'req/s': r.requestsPerSecond, 'p50 ms': r.latencyMs.p50, 'p99 ms': r.latencyMs.p99, non2xx: r.non2xx }])));
}
