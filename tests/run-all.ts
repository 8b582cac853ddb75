import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeClientBuild } from '../build/client-build.js';
import { TEST_CHROMIUM } from './e2e/helpers/chromium.js';

/**
 * `npm test`: every suite, in an order that fails fast (unit, API, then browser). On a fresh
 * machine it first installs the Debian packages the suites need when it runs as root.
 */
const SYSTEM_PARTS = [
  { file: TEST_CHROMIUM, pkg: 'chromium-headless-shell', why: 'browser tests' },
  { file: '/usr/bin/ffmpeg', pkg: 'ffmpeg', why: 'video posters' },
  { file: '/usr/bin/redis-server', pkg: 'redis-server', why: 'the several-processes test (REDIS_URL)' },
];

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

// One client build for the run: the API suite's build test makes it, the browser suite serves it
// (docs/TESTING.md). Each builds its own when run alone.
const sharedClient = mkdtempSync(path.join(os.tmpdir(), 'poker-test-client-'));
chmodSync(sharedClient, 0o755);
process.env.TEST_CLIENT_DIR = sharedClient;
process.on('exit', () => removeClientBuild(sharedClient));

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
// 'unit*', 'api*': each suite with its files that need a module graph of their own (vitest.config.ts).
run(process.execPath, [...vitest, '--project', 'unit*', '--project', 'api*']);
run(process.execPath, [...vitest, '--project', 'e2e']);
