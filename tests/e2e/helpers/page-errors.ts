import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';

/**
 * A browser test fails when a page of its threw an exception nothing caught: the app's code broke,
 * whatever the test's own checks saw. On the global object, as in failure-report.ts: vitest evaluates
 * this setup file again for each file a worker runs, while browser.ts keeps the instance it watches with.
 */
const shared = globalThis as typeof globalThis & { pokerPageErrors?: string[] };
const pageErrors = (shared.pokerPageErrors ??= []);

export function watchForPageErrors(context: BrowserContext): void {
  context.on('weberror', (webError) => {
    const { name, message, stack } = webError.error();
    // A value thrown that is not an Error (a DOMException, a string) comes without a stack.
    pageErrors.push(`${webError.page()?.url() ?? 'a page'}: ${stack || `${name}: ${message}`}`);
  });
}

// Only under vitest: the screenshots script drives the same helpers without a test runner.
if (process.env.VITEST) {
  beforeEach(() => {
    pageErrors.length = 0;
  });
  afterEach(() => {
    expect(pageErrors.splice(0), 'exceptions the pages threw uncaught').toEqual([]);
  });
}
