import { afterAll, beforeAll, expect } from 'vitest';
import { loggedErrors, product } from './product.js';

/**
 * A browser file fails when the product it drove logged an error meanwhile (pino's level 50 or more,
 * kept by tests/e2e/helpers/global-setup.ts): members and staff using the product as the tests do, a
 * page left mid-request included, are nothing an operator should be paged for. The check runs after
 * each file, since vitest reports no failure of a global teardown.
 */
let before = 0;
// Only under vitest: the screenshots script drives the same helpers without a test runner.
if (process.env.VITEST) {
  beforeAll(() => {
    before = loggedErrors(product().dataDir).length;
  });
  afterAll(() => {
    expect(loggedErrors(product().dataDir).slice(before), 'errors the product logged during this file').toEqual([]);
  });
}
