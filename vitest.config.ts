import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { LongestFirst } from './tests/longest-first.js';

/**
 * Files that need a module graph of their own: they mock a module that others import
 * (`vi.mock`), set the environment a module reads when first imported, read every style antd
 * wrote into the page (earlier files' renders leave theirs in a shared one), or check what lazy code is
 * loaded before it renders (another file may have loaded it). The other files of
 * their suite share one module graph (and one test environment) per worker, `isolate: false`:
 * React, antd, the server and their dependencies are imported once per worker, not once per file.
 */
const OWN_MODULES = [
  ...filesThatMock(),
  'tests/unit/modal-motion.test.tsx',
  'tests/unit/routes/nav-preload.test.tsx',
  'tests/api/built-client.test.ts',
];

/**
 * Reliability files another file beside them would disturb: one compares the API's latency under
 * slow clients with its idle latency, the other has ffmpeg take both cores within its time limit.
 */
const RELIABILITY_ALONE = ['tests/reliability/slow-clients.test.ts', 'tests/reliability/kill-during-transcode.test.ts'];

/** Every test file that mocks a module: found, not listed, so a new one cannot leak its mock. */
function filesThatMock(): string[] {
  return readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}

/** A suite as `<name>`, sharing modules, and `<name>-own-modules`: `--project '<name>*'` runs both. */
function sharingModules(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  const own = OWN_MODULES.filter((file) => file.startsWith(`tests/${test.name as string}/`));
  return [
    { ...project, test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...own] } },
    ...(own.length > 0
      ? [{ ...project, test: { ...test, name: `${test.name as string}-own-modules`, include: own } }]
      : []),
  ];
}

/**
 * Unit and API files three at a time: with two, a fifth to a half of the two cores sat idle through most
 * of their run (vmstat), the files waiting on their servers, ffmpeg and timers. 191–205 s against
 * 218–226 s for the two suites together (three runs each, idle machine).
 */
const UNIT_AND_API_WORKERS = 3;

/**
 * A suite that starts the real server in its own process on a fresh database cloned from the
 * migrated template (tests/api/helpers/global-setup.ts).
 */
function serverSuite(name: string, options: TestProjectInlineConfiguration['test'] = {}) {
  return sharingModules({
    test: {
      name,
      include: [`tests/${name}/**/*.test.ts`],
      environment: 'node',
      globalSetup: ['tests/api/helpers/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...options,
    },
  });
}

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker per core less one: a single worker here, which leaves a core
    // idle while a test waits on its server or database.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      ...sharingModules({
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: UNIT_AND_API_WORKERS,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/helpers/jsdom-setup.ts'],
          // Rendering antd forms in jsdom takes seconds on a busy two-core machine.
          testTimeout: 20_000,
          // Refine pages fail with "useLocation() may be used only in the context of a <Router>" otherwise.
          server: { deps: { inline: [/@refinedev\//] } },
        },
      }),
      ...serverSuite('api', { maxWorkers: UNIT_AND_API_WORKERS }),
      // Most security files wait on their server and database rather than compute (the fuzzers send
      // twenty-six thousand requests one at a time): four at once keep the cores busy where two left
      // them waiting.
      ...serverSuite('security', { testTimeout: 60_000, maxWorkers: 4 }),
      // Each file fires bursts of concurrent calls at its server: one file at a time on two cores,
      // after the other suites when they run together (vitest groups projects by worker count).
      ...serverSuite('races', { fileParallelism: false, sequence: { groupOrder: 1 }, testTimeout: 300_000 }),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          setupFiles: [
            'tests/e2e/helpers/failure-report.ts',
            'tests/e2e/helpers/product-errors.ts',
            'tests/e2e/helpers/page-errors.ts',
          ],
          // A browser test waits often (for the page, the server, the mail): three files at once, each
          // worker against a product of its own, keep the two cores busy (two left a tenth of them
          // idle). The files of a worker share its module graph, so playwright and axe are imported
          // once per worker.
          isolate: false,
          maxWorkers: 3,
          // A limit against a hang, not a measure of speed: every step already waits for its state within
          // its own limit, and on a loaded machine (CI once ran other suites beside it) journeys of 20–40 s
          // took two to three times as long (a staff team's edit passed 60 s there).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for a state the page reaches: vitest's default of one second is shorter than
          // a renderer can take to draw a change while the other workers' pages hold both cores.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      // Each file starts the real product in its own data folder (and kills it), waiting on it most
      // of the time: two files at a time, then RELIABILITY_ALONE one by one (`--project 'reliability*'`).
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RELIABILITY_ALONE],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'reliability-alone',
          include: RELIABILITY_ALONE,
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      // In the reliability files' group (`--project 'reliability*' --project cluster`, as CI runs them):
      // each waits on the products it starts, kills and restarts, so side by side they took 151–159 s
      // where they took 212 s in turn; RELIABILITY_ALONE still runs after both.
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
