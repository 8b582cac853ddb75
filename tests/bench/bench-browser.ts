import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { PAGE_COOKIE_PATHS, PAGE_COOKIES } from '../../common/drawn-page.js';
import { STORAGE_KEYS } from '../../providers/constants.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/helpers/chromium.js';

/** Who opens a page in a bench: nobody, or a member or admin with a key. */
export interface Visitor {
  role: 'member' | 'admin' | null;
  token?: string;
}

/** The keys a sign-in stores (providers/session.ts), written on a same-origin page that loads no script. */
export async function signIn(page: Page, baseUrl: string, visitor: Visitor): Promise<void> {
  if (!visitor.token) return;
  await page.goto(`${baseUrl}/api/health`);
  const keys = {
    [STORAGE_KEYS.token]: visitor.token,
    [STORAGE_KEYS.username]: 'Bench',
    [STORAGE_KEYS.role]: visitor.role!,
    [STORAGE_KEYS.subscribed]: 'true',
    [STORAGE_KEYS.profileImage]: 'null',
    [STORAGE_KEYS.firstLogin]: 'false',
  };
  await page.evaluate(
    (entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)),
    keys,
  );
  // And the cookies the app keeps beside them (src/drawing/page-cookies.ts), which let the server draw its pages.
  const { hostname } = new URL(baseUrl);
  await page.context().addCookies(
    PAGE_COOKIE_PATHS.map((cookiePath) => ({
      name: PAGE_COOKIES.key,
      value: visitor.token!,
      domain: hostname,
      path: cookiePath,
      sameSite: 'Strict' as const,
    })),
  );
}

/** Debian's Chromium with a fresh profile (so an empty cache), optionally open to Lighthouse on `port`. */
export async function withChromium<T>(
  work: (context: BrowserContext, page: Page) => Promise<T>,
  port?: number,
): Promise<T> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-chromium-'));
  const args = port ? [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`] : CHROMIUM_FLAGS;
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args });
  try {
    return await work(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
}
