import { type Browser as Chromium, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './chromium.js';
import { watchForFailures } from './failure-report.js';
import { watchForPageErrors } from './page-errors.js';
import { product } from './product.js';

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, started once per worker: the worker's files share its module graph
 * (vitest.config.ts), so this outlives a file, and a browser start costs more than most files'
 * set-up. It ends with the worker (Chromium exits when its pipe to the worker closes).
 */
let running: Promise<Chromium> | undefined;
const workerChromium = () =>
  (running ??= chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_FLAGS }));

/**
 * A fresh browser context (its own cookies, storage and cache, like a new profile). It asks for
 * reduced motion, which the app honours (no enter or leave animation, every transition at 0 s, in the
 * same antd theme and styles as everyone else): a screen reaches its final colours at once instead of
 * mid-transition, whatever the machine's load.
 */
export async function openBrowser(): Promise<Browser> {
  const context = await (
    await workerChromium()
  ).newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  // Playwright's own 30 s per action ran out on a loaded machine (a file chooser, a locator):
  // a wait for a state the page does reach, so a minute, within the test's 120 s (docs/TESTING.md).
  context.setDefaultTimeout(60_000);
  watchForPageErrors(context);
  const page = await context.newPage();
  watchForFailures(page);
  return {
    context,
    page,
    baseUrl: product().baseUrl,
    close: () => context.close(),
  };
}
