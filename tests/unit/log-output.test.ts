import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The log's standard output is written asynchronously (server/plugins/log-options.ts): lines still
 * in its buffer when the process exits, at once after logging them, must be written all the same.
 */
it('writes every line logged just before the process exits', async () => {
  const script = `
    import Fastify from 'fastify';
    import { logOptions } from './server/plugins/log-options.ts';
    const app = Fastify({ logger: logOptions('info') });
    for (let line = 0; line < 5000; line += 1) app.log.info({ line }, 'kept');
    process.exit(0);
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    maxBuffer: 64 * 2 ** 20,
  });
  const lines = stdout
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as { line: number; msg: string });
  expect(lines.map((record) => record.line)).toEqual(Array.from({ length: 5000 }, (_, line) => line));
}, 30_000);
