import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';

/**
 * What a failed browser test saw, written where a CI log can point: the pages open at the failure
 * (their address, the toasts, alerts and dialogs on them) go to the log, and a full-page screenshot of
 * each to a folder the log names. A wait that times out says only what it waited for; this says what
 * was there instead.
 */
// On the global object: vitest evaluates this setup file again for each file a worker runs, while
// browser.ts (imported once per worker) keeps the instance it registered pages with.
const shared = globalThis as typeof globalThis & { pokerOpenPages?: Set<Page> };
const openPages = (shared.pokerOpenPages ??= new Set<Page>());
let folder: string | undefined;

export function watchForFailures(page: Page): void {
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
}

const MESSAGES = '.ant-notification-notice, .ant-message-notice, [role="alert"], [role="dialog"]';

async function report(page: Page, test: string, index: number): Promise<string> {
  folder ??= mkdtempSync(join(tmpdir(), 'poker-e2e-failures-'));
  const shot = join(folder, `${test.replace(/[^\w]+/g, '-').slice(0, 80)}-${index}.png`);
  const messages = await page
    .locator(MESSAGES)
    .allInnerTexts()
    .catch(() => []);
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  const shown = messages.map((text) => `    ${text.replace(/\s+/g, ' ').trim()}`).filter((line) => line.trim());
  return [`  page ${page.url()}`, ...(shown.length ? ['  showing:', ...shown] : []), `  screenshot ${shot}`].join('\n');
}

// Only under vitest: the screenshots script drives the same helpers without a test runner.
if (process.env.VITEST)
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const lines = await Promise.all([...openPages].map((page, index) => report(page, task.name, index)));
    if (lines.length) console.error(`[failure] ${task.name}\n${lines.join('\n')}`);
  });
