import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient, removeClientBuild } from '../build/client-build.js';
import { TEST_CHROMIUM } from './e2e/helpers/chromium.js';

/**
 * `npm test`: the unit, API and browser suites, the first failure stopping the rest. On a fresh
 * machine it first installs the Debian packages the suites need when it runs as root.
 */
const SYSTEM_PARTS = [
  { file: TEST_CHROMIUM, pkg: 'chromium-headless-shell', why: 'browser tests' },
  { file: '/usr/bin/ffmpeg', pkg: 'ffmpeg', why: 'video posters' },
  { file: '/usr/bin/redis-server', pkg: 'redis-server', why: 'the several-processes test (REDIS_URL)' },
];

function timed(name: string, work: () => void): void {
  const started = Date.now();
  work();
  console.log(`[test] ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A vitest run in its own process group (so stopping it stops its workers, servers and browsers). A live
 * run's lines are printed as they come (CI starts its other suites on the browser suite's first file);
 * the other's are held and printed whole once it ends, so the two never interleave.
 */
function runSuite(args: string[], live: boolean) {
  const started = Date.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const held: Buffer[] = [];
  const take = (chunk: Buffer, to: NodeJS.WriteStream) => (live ? to.write(chunk) : held.push(chunk));
  child.stdout.on('data', (chunk: Buffer) => take(chunk, process.stdout));
  child.stderr.on('data', (chunk: Buffer) => take(chunk, process.stderr));
  const finished = new Promise<number>((resolve) =>
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  let ended = false;
  void finished.then(() => (ended = true));
  const suite = {
    finished,
    seconds: () => ((Date.now() - started) / 1000).toFixed(1),
    stop: () => {
      if (!ended && child.pid) process.kill(-child.pid, 'SIGTERM');
    },
    flush: () => {
      if (held.length) process.stdout.write(Buffer.concat(held.splice(0)));
    },
  };
  runningSuites.push(suite);
  return suite;
}

// The suites run in process groups of their own: an interrupted `npm test` stops them itself.
const runningSuites: { stop(): void }[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const suite of runningSuites) suite.stop();
    process.exit(1);
  });

function run(command: string, args: string[]): void {
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  console.log(
    `[test] ${[command, ...args].join(' ')}: ${result.status === 0 ? 'ok' : `failed (${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const missing = SYSTEM_PARTS.filter((part) => !existsSync(part.file));
if (missing.length > 0) {
  const packages = missing.map((part) => part.pkg);
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.map((p) => `${p.pkg} (${p.why})`).join(', ')}. Run: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
}

// As root the embedded PostgreSQL runs as user postgres, which must traverse to the checkout.
if (process.getuid?.() === 0) {
  for (let dir = process.cwd(); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      console.log(`[test] chmod o+x ${dir} so the embedded PostgreSQL (user postgres) can reach the checkout`);
    }
  }
}

// One client build for the run, made first: the API suite's build test checks it and the browser suite
// serves it (docs/TESTING.md). Each builds its own when run alone.
const sharedClient = mkdtempSync(path.join(os.tmpdir(), 'poker-test-client-'));
chmodSync(sharedClient, 0o755);
process.env.TEST_CLIENT_DIR = sharedClient;
process.on('exit', () => removeClientBuild(sharedClient));
timed('client build', () => buildClient(sharedClient));

// The unit and API suites run beside the browser suite, whose tests mostly wait on pages and servers:
// one after the other left a core idle for much of the run. The first to fail stops the other.
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
// 'unit*', 'api*': each suite with its files that need a module graph of their own (vitest.config.ts).
const suites = [
  { name: 'unit and API suites', args: ['--project', 'unit*', '--project', 'api*'], live: false },
  { name: 'browser suite', args: ['--project', 'e2e'], live: true },
];
const running = suites.map((suite) => ({ ...suite, run: runSuite([...vitest, ...suite.args], suite.live) }));
let firstFailure: string | null = null;
const statuses = await Promise.all(
  running.map(async (suite) => {
    const status = await suite.run.finished;
    suite.run.flush();
    const stopped = status !== 0 && firstFailure !== null;
    console.log(
      `[test] ${suite.name}: ${status === 0 ? 'ok' : stopped ? `stopped after ${firstFailure} failed` : `failed (${status})`} in ${suite.run.seconds()} s`,
    );
    if (status !== 0 && firstFailure === null) {
      firstFailure = suite.name;
      for (const other of running) other.run.stop();
    }
    return status;
  }),
);
const failure = statuses.find((status) => status !== 0);
if (failure !== undefined) process.exit(failure);
