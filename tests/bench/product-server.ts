import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureServerBuild, serverEntryArgs } from '../../build/server-build.js';
import { type Services, startServices } from '../../server/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { sessionKey } from '../../server/modules/auth/sign-in-key.js';
import { subscriptions } from '../../server/modules/payments/schema.js';
import { defaultPlan } from '../../server/modules/plans/plans-store.js';
import { users } from '../../server/modules/users/schema.js';
import { freePort } from '../../server/services/free-port.js';
import { hashPassword } from '../../server/services/passwords.js';
import { ALL_CPUS, pinnedCommand, pinProcess, SERVER_CPU } from './cpu.js';

const ROOT = path.join(import.meta.dirname, '..', '..');
export const BENCH_ADMIN = { email: 'admin@example.com', password: 'bench-admin-password-1' };
export const BENCH_JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123456789';

/**
 * A fresh embedded PostgreSQL (migrated, seeded) owned by the bench process and placed with the
 * server (see Placement); `deps.db` lets a section fill it before the product is started on it.
 */
export interface BenchDatabase extends Services {
  dataDir: string;
  url: string;
}

export async function benchDatabase({
  seedDemo = true,
  placement = 'pinned',
}: { seedDemo?: boolean; placement?: Placement } = {}): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-'));
  await fs.chmod(dataDir, 0o755);
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: seedDemo ? '1' : '0',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    JWT_SECRET: BENCH_JWT_SECRET,
    // No transcoding beside a measurement: the video section runs its ffmpeg on purpose.
    RUN_JOBS: '0',
  });
  const services = await startServices(config, () => undefined);
  const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  pinProcess(postmaster, placement === 'pinned' ? SERVER_CPU : ALL_CPUS);
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password.txt'), 'utf8').trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/poker`;
  return {
    ...services,
    dataDir,
    url,
    async close() {
      await services.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A verified member with an active (local) membership, and a token for it. */
export async function benchMember(database: BenchDatabase, email = `member-${Date.now()}@example.com`) {
  const { db } = database.deps;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Bench Member',
      email,
      passwordHash: await hashPassword('bench-member-password'),
      isVerified: true,
      subscribedUser: true,
      hasSignedInBefore: true,
    })
    .returning();
  const plan = await defaultPlan(db);
  await db.insert(subscriptions).values({
    userId: user.id,
    planId: plan.id,
    amountCents: plan.priceCents,
    interval: plan.interval,
    provider: 'local',
    providerCustomerId: `cus_bench_${user.id}`,
    providerSubscriptionId: `sub_bench_${user.id}`,
    status: 'active',
    currentPeriodStart: new Date(),
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
  });
  return { id: user.id, token: await benchKey(database, user) };
}

/** An hour-long session of a user, as a sign-in would start. */
export function benchSession(database: BenchDatabase, userId: number) {
  const now = new Date();
  const origin = { address: null, userAgent: 'bench' };
  return database.deps.liveSessions.start(userId, false, new Date(now.getTime() + 3600_000), origin, now);
}

/** A key for a new session of `user`. */
async function benchKey(database: BenchDatabase, user: typeof users.$inferSelect): Promise<string> {
  return sessionKey(database.deps, user, await benchSession(database, user.id));
}

/** A staff token for the seeded admin. */
export async function benchAdminToken(database: BenchDatabase): Promise<string> {
  const [admin] = await database.deps.db
    .select()
    .from(users)
    .where((await import('drizzle-orm')).eq(users.email, BENCH_ADMIN.email));
  return benchKey(database, admin);
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Waits until `url` answers 200 (or the process dies). */
export async function waitUntilUp(url: string, child: ChildProcess, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
}

/**
 * Where a server runs: `pinned` to CPU 0 beside the bench (the load generator on the others), or
 * `deployed` as a service manager starts one: every CPU, and a session of its own, so the kernel's
 * autogroups schedule it apart from the bench as they would a service apart from anything else.
 */
export type Placement = 'pinned' | 'deployed';

/** `command args` spawned where `placement` says. */
export function spawnPlaced(placement: Placement, command: string, args: string[], options: SpawnOptions) {
  if (placement === 'deployed') return spawn(command, args, { ...options, detached: true });
  return spawn(...pinnedCommand(SERVER_CPU, command, args), options);
}

/** The product as `npm start` runs it, on the bench database (`nodeArgs`: e.g. --cpu-prof). */
export async function startProduct(
  database: BenchDatabase,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  placement: Placement = 'pinned',
): Promise<RunningServer> {
  const port = await freePort();
  ensureServerBuild();
  const args = [...nodeArgs, ...serverEntryArgs('server')];
  const child = spawnPlaced(placement, process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'local',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'false',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '0',
      // The realtime figure is each member's pauses as fast as they are answered.
      SOCKET_EVENTS_PER_MINUTE: '0',
      JWT_SECRET: BENCH_JWT_SECRET,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      RUN_JOBS: '0',
      // No live ingest unless asked for: RTMP's default port is one per machine.
      RTMP_PORT: '0',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child, 'the product server');
  return { url, process: child, stop: () => stopChild(child) };
}

/** Any Node script of the bench (a bare reference server) pinned to CPU 0; it prints nothing. */
export async function startPinnedScript(script: string, args: string[], healthPath: string): Promise<RunningServer> {
  const port = await freePort();
  const [command, pinnedArgs] = pinnedCommand(SERVER_CPU, process.execPath, [
    '--import',
    'tsx',
    script,
    String(port),
    ...args,
  ]);
  const child = spawn(command, pinnedArgs, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${healthPath}`, child, script);
  return { url, process: child, stop: () => stopChild(child) };
}
