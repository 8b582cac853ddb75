import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `npm test`: every suite (unit, API, browser). On a fresh machine it first installs the Debian
 * packages the suites need when it runs as root.
 */
const SYSTEM_PARTS = [
  { file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', why: 'browser tests' },
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

/**
 * The unit and API run and the browser run at the same time: the browser suite mostly waits (on
 * pages, servers, mail) and the unit and API suite mostly computes, so each fills the other's idle
 * core. Each line says which run wrote it.
 */
const runs = [
  // 'unit*', 'api*': each suite with its files that need a module graph of their own (vitest.config.ts).
  { label: 'unit+api', projects: ['unit*', 'api*'] },
  { label: 'e2e', projects: ['e2e'] },
];
const results = await Promise.all(runs.map((suite) => runVitest(suite.label, suite.projects)));
process.exit(results.every((status) => status === 0) ? 0 : 1);

function runVitest(label: string, projects: string[]): Promise<number> {
  const started = Date.now();
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((name) => ['--project', name])];
  // Piped, vitest would drop its colours: keep them when the output is a terminal.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
  }
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `[test] ${label} (vitest ${projects.join(' ')}): ${status === 0 ? 'ok' : `failed (${status})`} in ${took} s`,
      );
      resolve(status ?? 1);
    }),
  );
}
