import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { startServices } from '../../server/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { bulkFill } from './bulk-fill.js';
import { latency, throughput } from './measure.js';

/**
 * `npm run bench`: 100 000 users and 10 000 lectures in a fresh embedded database, then the
 * list endpoints' latency and health throughput, written to tests/bench/output/latest.json.
 * A benchmark, not a test: it asserts nothing and is not part of `npm test`.
 */
const COUNTS = { users: Number(process.env.BENCH_USERS ?? 100_000), lectures: Number(process.env.BENCH_LECTURES ?? 10_000) };
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const HEALTH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password-1' };

const LISTS: Record<string, string> = {
  'user/getAll first page': '/api/user/getAll?_start=0&_end=8',
  'user/getAll page 5000': '/api/user/getAll?_start=40000&_end=40008',
  'user/getAll sorted by name': '/api/user/getAll?_sort=name&_order=asc&_start=0&_end=8',
  'user/getAll q=alice (common)': '/api/user/getAll?q=alice&_start=0&_end=8',
  'user/getAll q=bench77777@ (rare)': '/api/user/getAll?q=bench77777%40&_start=0&_end=8',
  'lectures first page': '/api/lectures?_start=0&_end=8',
  'lectures q=river': '/api/lectures?q=river&_start=0&_end=8',
  'lectures course+category': '/api/lectures?courseId=2&categoryId=3&_start=0&_end=20',
};

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-'));
  await fs.chmod(dataDir, 0o755);
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const services = await startServices(config, () => undefined);
  try {
    const fillStarted = performance.now();
    await bulkFill(services.deps.db, COUNTS);
    const fillSeconds = Math.round((performance.now() - fillStarted) / 100) / 10;
    console.log(`filled ${COUNTS.users} users and ${COUNTS.lectures} lectures in ${fillSeconds} s`);

    const app = await buildApp(services.deps, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const signin = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const { token } = (await signin.json()) as { token: string };
      const lists: Record<string, Awaited<ReturnType<typeof latency>>> = {};
      for (const [name, url] of Object.entries(LISTS)) lists[name] = await latency(`${base}${url}`, token, SAMPLES);
      const health = await throughput(`${base}/api/health`, HEALTH_SECONDS);
      // The token check and the user record on every signed-in call; sign-in is bound by argon2id by design.
      const userMe = await throughput(`${base}/api/user/me`, HEALTH_SECONDS, { headers: { authorization: `Bearer ${token}` } });
      const signIn = await throughput(`${base}/api/auth/signin`, HEALTH_SECONDS, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN), connections: 4 });
      const report = { at: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version, counts: COUNTS, fillSeconds, samplesPerList: SAMPLES, lists, health, userMe, signIn };
      await fs.mkdir(path.join(import.meta.dirname, 'output'), { recursive: true });
      await fs.writeFile(path.join(import.meta.dirname, 'output', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
      console.table(Object.fromEntries(Object.entries(lists).map(([name, l]) => [name, { 'p50 ms': l.p50Ms, 'p95 ms': l.p95Ms, 'max ms': l.maxMs, rows: l.rows, total: l.total }])));
      for (const [name, run] of Object.entries({ health, 'user/me': userMe, 'auth/signin': signIn })) {
        console.log(`${name}: ${run.requestsPerSecond} req/s (p50 ${run.p50Ms} ms, p97.5 ${run.p97_5Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors})`);
      }
      console.log('written to tests/bench/output/latest.json');
    } finally {
      await app.close();
    }
  } finally {
    await services.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
