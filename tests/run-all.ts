import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeClientBuild } from '../build/client-build.js';
import { describeMachineCosts, measureMachineCosts } from './machine-costs.js';
import { ensureSystemParts, run } from './system-parts.js';

/**
 * `npm test`: every suite, in an order that fails fast (unit, API, then browser). On a fresh machine it
 * first installs the Debian packages the suites need when it runs as root.
 */
ensureSystemParts();
// The run's times mean little without the machine's kernel costs beside them (docs/TESTING.md, "Machines").
console.log(`[test] this machine: ${describeMachineCosts(measureMachineCosts())}`);

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
