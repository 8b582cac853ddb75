import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { loggedErrorsFile, product } from './product.js';

/**
 * A browser file fails when the product it drove logged an error meanwhile (pino's level 50 or more,
 * kept by tests/e2e/helpers/global-setup.ts): members and staff using the product as the tests do, a
 * page left mid-request included, are nothing an operator should be paged for. The check runs after
 * each file, since vitest reports no failure of a global teardown.
 */
const loggedErrors = (): string[] => {
  const file = loggedErrorsFile(product().dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};

let before = 0;
// Only under vitest: the screenshots script drives the same helpers without a test runner.
if (process.env.VITEST) {
  beforeAll(() => {
    before = loggedErrors().length;
  });
  afterAll(() => {
    expect(loggedErrors().slice(before), 'errors the product logged during this file').toEqual([]);
  });
}
