import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newAccount, signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { watchLecture } from './helpers/watch.js';
import { shootLectureScreens } from './lecture-screenshots.js';

/** How far the pictured member got in each of the first lectures (seconds, or to the end). */
const WATCHED: (number | 'end')[] = ['end', 'end', 6, 'end', 9, 3, 'end', 'end', 4, 'end'];
const SAVED = 3;

/**
 * The README's member pictures: a new member who watched part of the demo lectures and saved a few,
 * on the dashboard (the whole page) and on Modules, at 1440×900; then the lecture pages' pictures.
 */
export async function shootMemberScreens(page: Page, out: string): Promise<string[]> {
  await signInWithApi(
    page,
    await signUpSubscribed({ ...newAccount('screenshots'), name: 'Alex Rivera' }),
    '/dashboard',
  );
  const lectures: { id: number }[] = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    // The first sign-in's tour would cover the pictures.
    await fetch('/api/user/tour-complete', { method: 'POST', headers });
    localStorage.setItem('firstLogin', 'false');
    return (await fetch('/api/lectures', { headers })).json();
  });
  for (const [index, to] of WATCHED.entries()) await watchLecture(page, lectures[index].id, to);
  await page.evaluate(
    async (ids) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('login')}`, 'content-type': 'application/json' };
      for (const lectureId of ids)
        await fetch('/api/user/create-favorite', { method: 'POST', headers, body: JSON.stringify({ lectureId }) });
    },
    lectures.slice(0, SAVED).map((lecture) => lecture.id),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  const shots: [string, string, boolean][] = [
    ['/dashboard', 'member-dashboard.png', true],
    ['/lecture-management', 'member-modules.png', false],
  ];
  const files: string[] = [];
  for (const [route, name, fullPage] of shots) {
    await page.goto(`${new URL(page.url()).origin}${route}`);
    await page.locator('main .ant-card, main a').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('main .ant-skeleton, .ant-spin-fullscreen-show'), null, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const file = path.join(out, name);
    await page.screenshot({ path: file, fullPage });
    await fs.stat(file);
    files.push(file);
  }
  files.push(...(await shootLectureScreens(page, out)));
  return files;
}
