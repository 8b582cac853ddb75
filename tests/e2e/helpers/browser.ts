import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with a fresh profile (no network chatter: the machine is offline).
 * It asks for reduced motion, which the app honours (antd's motion off): a screen reaches its final
 * colours at once instead of mid-transition, whatever the machine's load.
 */
export async function openBrowser(): Promise<Browser> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    args: CHROMIUM_FLAGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl: inject('baseUrl'),
    async close() {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}
