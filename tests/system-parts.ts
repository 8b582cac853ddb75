import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CHROMIUM } from './e2e/helpers/chromium.js';

/**
 * The Debian packages the suites need, installed when missing and this runs as root (else it says the
 * command and fails); and, as root, the checkout made reachable for the embedded PostgreSQL. Run by
 * `npm test` first, and by CI before the suites it runs ahead of `npm test`.
 */
const SYSTEM_PARTS = [
  { file: TEST_CHROMIUM, pkg: 'chromium-headless-shell', why: 'browser tests' },
  { file: '/usr/bin/ffmpeg', pkg: 'ffmpeg', why: 'video posters' },
  { file: '/usr/bin/redis-server', pkg: 'redis-server', why: 'the several-processes test (REDIS_URL)' },
];

/** Runs a command with the terminal's output, says how long it took, and exits on failure. */
export function run(command: string, args: string[]): void {
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

export function ensureSystemParts(): void {
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
}

// Run as a script (`node --import tsx tests/system-parts.ts`), as CI does.
if (process.argv[1] === fileURLToPath(import.meta.url)) ensureSystemParts();
