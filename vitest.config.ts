import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that need a module graph of their own: they mock a module the server imports
 * (`vi.mock`), or set the environment a server module reads when first imported. The other
 * server-side files share one module graph per worker (`isolate: false`), so the server and its
 * dependencies are imported once per worker instead of once per file.
 */
const OWN_MODULES = [
  'tests/api/static-compression.test.ts',
  'tests/security/password-hashing.test.ts',
  'tests/security/throttling.test.ts',
];

/**
 * A suite that starts the real server in its own process on a fresh database cloned from the
 * migrated template (tests/api/helpers/global-setup.ts). Each suite comes as two projects,
 * `<name>` and `<name>-own-modules`: `--project '<name>*'` runs both.
 */
function serverSuite(
  name: string,
  options: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration[] {
  const files = `tests/${name}/**/*.test.ts`;
  const common: TestProjectInlineConfiguration['test'] = {
    environment: 'node',
    globalSetup: ['tests/api/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...options,
  };
  const own = OWN_MODULES.filter((file) => file.startsWith(`tests/${name}/`));
  return [
    { test: { ...common, name, include: [files], exclude: [...configDefaults.exclude, ...own], isolate: false } },
    ...(own.length > 0 ? [{ test: { ...common, name: `${name}-own-modules`, include: own } }] : []),
  ];
}

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker per core less one: a single worker here, which leaves a core
    // idle while a test waits on its server or database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/helpers/jsdom-setup.ts'],
          // Rendering antd forms in jsdom takes seconds on a busy two-core machine.
          testTimeout: 20_000,
          // Refine pages fail with "useLocation() may be used only in the context of a <Router>" otherwise.
          server: { deps: { inline: [/@refinedev\//] } },
        },
      },
      ...serverSuite('api'),
      ...serverSuite('security', { testTimeout: 60_000 }),
      // Each file fires bursts of concurrent calls at its server: one file at a time on two cores,
      // after the other suites when they run together (vitest groups projects by worker count).
      ...serverSuite('races', { fileParallelism: false, sequence: { groupOrder: 1 }, testTimeout: 300_000 }),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          // A browser test mostly waits (for the page, the server, the mail): two files at once, each
          // worker against a product of its own, keep the two cores busy. The files of a worker share
          // its module graph, so playwright and axe are imported once per worker.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          // Each file starts the real product (and kills it): one at a time on two cores.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
