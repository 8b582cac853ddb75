import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
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
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // The API suite's PostgreSQL and fresh database per server; its helpers are shared too.
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'races',
          include: ['tests/races/**/*.test.ts'],
          environment: 'node',
          // The API suite's PostgreSQL and fresh database per server; its helpers are shared too.
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          // Each file fires bursts of concurrent calls at its server: one file at a time on two cores.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          // One server and one Chromium at a time: the machine has two cores.
          fileParallelism: false,
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
