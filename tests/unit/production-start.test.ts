// @vitest-environment node
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { ensureServerBuild, serverEntryArgs } from '../../build/server-build.js';

const COMPLETE = {
  PAYMENTS_PROVIDER: 'local',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://poker.example',
  TRUST_PROXY: '127.0.0.1',
};

/**
 * The compiled `server/<entry>`, as `npm start` runs it, under NODE_ENV=production without one setting it needs (nothing inherited
 * could fill the gap): how it ended and what it printed. Each setting's rule: tests/unit/config.test.ts.
 */
function startProductionWithout(entry: 'server' | 'worker', missing: keyof typeof COMPLETE) {
  const { [missing]: _left, ...settings } = COMPLETE;
  ensureServerBuild();
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      serverEntryArgs(entry),
      { encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH, NODE_ENV: 'production', ...settings } },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

it('refuses a production start of the app and of the worker without a setting it needs, naming it in one line', async () => {
  const [app, worker] = await Promise.all([
    startProductionWithout('server', 'PUBLIC_URL'),
    startProductionWithout('worker', 'JWT_SECRET'),
  ]);
  expect(app.code).toBe(1);
  expect(app.stderr).toMatch(
    /^Bad setting PUBLIC_URL: must be set under NODE_ENV=production: the address members open/,
  );
  expect(app.stderr.trim().split('\n')).toHaveLength(1);
  expect(worker.code).toBe(1);
  expect(worker.stderr).toMatch(/^Bad setting JWT_SECRET: must be set under NODE_ENV=production: a random string/);
  expect(worker.stderr.trim().split('\n')).toHaveLength(1);
}, 90_000);
