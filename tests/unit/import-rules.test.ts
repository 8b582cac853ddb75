// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The import-table rule's verdict on one import line written in `file` (which need not exist). */
let verdict: (file: string, line: string) => Promise<'allowed' | 'refused'>;

beforeAll(() => {
  const eslint = new ESLint({ cwd: root });
  verdict = async (file, line) => {
    const [result] = await eslint.lintText(`${line}\n`, { filePath: path.join(root, file) });
    const refusals = result.messages.filter((message) =>
      ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''),
    );
    return refusals.length ? 'refused' : 'allowed';
  };
});

describe('who may import whom, as docs/ARCHITECTURE.md tables it', () => {
  it.each([
    ['common/x.ts', "import { z } from 'zod';"],
    ['common/x.ts', "import { MESSAGES } from '../server/constants.js';"],
    ['server/modules/x/y.ts', "import { PATHS } from '../../../src/constants';"],
    ['server/x.ts', "import { memberRoutes } from '../portal/routes';"],
    ['build/x.ts', "import { buildApp } from '../server/app.js';"],
    ['build/x.ts', "import { AppRoutes } from '../src/app-routes';"],
    ['providers/x.ts', "import { getSession } from '../src/routes/route-gate';"],
    ['providers/x.ts', "import type { Role } from '../server/schemas/users';"],
    ['providers/types.ts', "import { roleSchema } from '../server/schemas/users';"],
    ['providers/types.ts', "import type { Config } from '../server/config';"],
    ['resources/overview/x.tsx', "import { PageHeading } from '../../portal/shared/page-heading';"],
    ['portal/x/y.tsx', "import { STAFF_RESOURCES } from '../../resources';"],
    ['portal/x/y.tsx', "import { Header } from '../../src/layout/header';"],
    ['src/components/x/y.tsx', "import { memberRoutes } from '../../../portal/routes';"],
    ['src/components/x.tsx', "import { Sidebar } from '../layout/sidebar';"],
    ['src/routes/x.ts', "import { AppRoutes } from '../app-routes';"],
    ['src/layout/x.tsx', "import { buildClient } from '../../build/client-build';"],
    ['portal/x/y.tsx', "const screens = () => import('../../resources/users');"],
    ['common/x.ts', "export const load = () => import('zod');"],
    ['server/x.ts', "const routes = await import('../portal/routes.js');"],
  ])('refuses %s: %s', async (file, line) => {
    expect(await verdict(file, line)).toBe('refused');
  });

  it.each([
    ['common/x.ts', "import { GAMES } from './poker-cards.js';"],
    ['server/modules/x/y.ts', "import { PATHS } from '../../../common/paths.js';"],
    ['server/start.ts', "import { ensureClientBuild } from '../build/client-build.js';"],
    ['build/x.ts', "import { appTheme } from '../src/theme/tokens.js';"],
    ['providers/types.ts', "import type { Role } from '../server/schemas/users';"],
    ['providers/x.ts', "import { PATHS } from '../common/paths';"],
    ['resources/overview/x.tsx', "import { allAnswered } from '../../src/components/all-answered';"],
    ['portal/x/y.tsx', "import { lazyNamed } from '../../src/routes/lazy-named';"],
    ['src/components/x/y.tsx', "import { toApiError } from '../../../providers/api-error';"],
    ['src/layout/x.tsx', "import { memberRoutes } from '../../portal/routes';"],
    ['src/app-routes.tsx', "import { staffRoutes } from '../resources';"],
    ['tests/unit/x.test.ts', "import { roleSchema } from '../../server/schemas/users';"],
    ['src/app-routes.tsx', "const screens = () => import('../portal/dashboard');"],
    ['portal/x/y.tsx', "const grid = () => import('../../src/components/range-grid');"],
  ])('allows %s: %s', async (file, line) => {
    expect(await verdict(file, line)).toBe('allowed');
  });
});
