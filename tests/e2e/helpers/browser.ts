import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { product } from './product.js';

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A fresh browser context (its own cookies, storage and cache, like a new profile) in the run's
 * headless Chromium (tests/e2e/helpers/global-setup.ts). It asks for reduced motion, which the app
 * honours (antd's motion off): a screen reaches its final colours at once instead of
 * mid-transition, whatever the machine's load.
 */
export async function openBrowser(): Promise<Browser> {
  const chromiumServer = await chromium.connect(inject('browserEndpoint'));
  const context = await chromiumServer.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return {
    context,
    page,
    baseUrl: product().baseUrl,
    async close() {
      await context.close();
      await chromiumServer.close();
    },
  };
}
