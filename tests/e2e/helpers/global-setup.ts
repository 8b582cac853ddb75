import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface as lines } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../../build/client-build.js';
import { ensureServerBuild, serverEntryArgs } from '../../../build/server-build.js';
import { freePort } from '../../../server/services/free-port.js';
import { loggedErrors, loggedErrorsFile } from './product.js';

/** A non-default setting, so a test can see the server's SOCIAL_* reach the page. */
export const E2E_SOCIAL_X_URL = 'https://x.com/poker-training-e2e';

export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product per worker, taken by its files through `product()` (tests/e2e/helpers/product.ts). */
    products: { baseUrl: string; dataDir: string; rtmpPort: number }[];
    clientDir: string;
  }
}

/**
 * The product as `npm start` runs it (build, embedded PostgreSQL, migrations, seed) on a free
 * port with a fresh DATA_DIR: browser tests see exactly what a user would. Each worker drives a
 * product of its own, so two files at once never see each other's data; the client is built once
 * for all of them.
 */
export default async function setup(project: TestProject) {
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-e2e-'));
  await fs.chmod(runDir, 0o755);
  const clientDir = await clientBuild(runDir);
  // Once here: the products below start at once, and each would compile a stale server itself.
  ensureServerBuild();
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const starts = await Promise.allSettled(
    Array.from({ length: workers }, async (_, index) => {
      const dataDir = path.join(runDir, `product-${index + 1}`);
      await fs.mkdir(dataDir, { mode: 0o755 });
      // Each product its own RTMP ingest, as OBS would reach it: the live class test pushes a stream into it.
      const rtmpPort = await freePort();
      const started = await startProduct({
        RTMP_PORT: String(rtmpPort),
        CLIENT_DIR: clientDir,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SOCIAL_X_URL: E2E_SOCIAL_X_URL,
      });
      return { ...started, dataDir, rtmpPort };
    }),
  );
  const products = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const tearDown = async () => {
    const stops = await Promise.allSettled(products.map((started) => started.stop()));
    await fs.rm(runDir, { recursive: true, force: true });
    const failed = stops.find((stop) => stop.status === 'rejected');
    if (failed) throw failed.reason;
  };
  // Vitest runs no teardown for a set-up that throws: the products that did start would outlive the
  // run. The start's failure is the one to report, not a stop's.
  const failure = starts.find((start) => start.status === 'rejected');
  if (failure) {
    await tearDown().catch(() => undefined);
    throw failure.reason;
  }
  project.provide(
    'products',
    products.map(({ baseUrl, dataDir, rtmpPort }) => ({ baseUrl, dataDir, rtmpPort })),
  );
  project.provide('clientDir', clientDir);
  return tearDown;
}

/**
 * The run's shared build where `npm test` made one (TEST_CLIENT_DIR, built by the API suite's build
 * test), else a build of its own: parallel runs never serve a half-written dist/.
 */
async function clientBuild(runDir: string): Promise<string> {
  const shared = process.env.TEST_CLIENT_DIR;
  if (shared && existsSync(path.join(shared, 'index.html'))) return shared;
  const own = path.join(runDir, 'client');
  buildClient(own);
  return own;
}

/**
 * `npm start` on a free port of 127.0.0.1 with these settings (CLIENT_DIR and DATA_DIR among them);
 * resolves once it answers /api/health. `publicHost` is the host the browser opens it by (PUBLIC_URL's).
 */
export async function startProduct(settings: Record<string, string> & { DATA_DIR: string }, publicHost = '127.0.0.1') {
  const port = await freePort();
  const baseUrl = `http://${publicHost}:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // One address drives every screen here within minutes; the limit itself has its own API test.
    RATE_LIMIT_PER_MINUTE: '20000',
    // ffmpeg at the product's own priority, not the lowest: the other workers' browsers keep both cores
    // busy, and a transcode a test waits for would wait on them (the priority has its API test).
    BATCH_NICE: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PUBLIC_URL: baseUrl,
    // No live ingest unless asked for: RTMP's default port is one per machine.
    RTMP_PORT: '0',
    ...settings,
  };
  ensureServerBuild();
  const child = spawn(process.execPath, serverEntryArgs('start'), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close' comes once the process has ended and its output is read to the end.
  const closed = new Promise((resolve) => child.once('close', resolve));
  const errorsFile = loggedErrorsFile(settings.DATA_DIR);
  keepErrorsLogged(child.stdout, process.stdout, errorsFile);
  keepErrorsLogged(child.stderr, process.stderr, errorsFile);
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return {
    baseUrl,
    /**
     * Stops the product, then fails if it logged an error: members and staff using it as the tests do
     * (a page left mid-request included) are not errors an operator should be woken for.
     */
    async stop() {
      child.kill('SIGTERM');
      await closed;
      const logged = loggedErrors(settings.DATA_DIR);
      if (logged.length > 0) throw new Error(`the product at ${baseUrl} logged errors:\n${logged.join('\n')}`);
    },
  };
}

/**
 * Passes the product's output on to `echo` as it comes, and adds its log records of level error or
 * fatal (pino's 50 and 60) to `file`.
 */
function keepErrorsLogged(output: Readable, echo: NodeJS.WriteStream, file: string): void {
  lines({ input: output }).on('line', (line) => {
    echo.write(`${line}\n`);
    if (levelOf(line) >= 50) appendFileSync(file, `${line}\n`);
  });
}

/** A pino record's level; 0 for a line that is not one (the start-up lines are plain text). */
function levelOf(line: string): number {
  if (!line.startsWith('{')) return 0;
  try {
    return (JSON.parse(line) as { level?: number }).level ?? 0;
  } catch {
    return 0;
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error('the server did not answer /api/health within 120 s');
}
