// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('keeps a process exit code once the embedded PostgreSQL module is loaded (a failing test run exited 0)', () => {
  const script = "await import('./server/db/embedded.ts'); process.exitCode = 3;";
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(3);
});
