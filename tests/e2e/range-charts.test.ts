import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { waitForTheme } from './helpers/page-state.js';
import { toastAfter } from './helpers/shown-after.js';
import { addLinkedLecture, asStaff } from './helpers/staff-api.js';
import { lecturePath } from './helpers/watch.js';

/** Staff paint a range chart on a lecture; a member sees it beside the video. */
const WAIT = { timeout: 30_000 };
// Each test walks several screens; the two-core machine is shared with other suites.
const LONG = { timeout: 240_000 };

let staff: Browser;
let member: Browser;
let lecture: { id: number };
beforeAll(async () => {
  [staff, member] = [await openBrowser(), await openBrowser()];
  await signInAs(staff.page, STAFF);
  await signInWithApi(member.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  lecture = await addLinkedLecture('Opening ranges', {
    description: 'Button opens at 100bb',
    videoUrl: 'https://example.com/ranges.mp4',
  });
});
afterAll(async () => {
  // The browser files share one server: a lecture left behind would show up in their lists and Up next.
  if (lecture) await asStaff('DELETE', `lectures/${lecture.id}`);
  await staff?.close();
  await member?.close();
});

const cell = (page: Page, hand: string) => page.locator(`[data-hand="${hand}"]`);
const centre = async (page: Page, hand: string) => {
  const box = (await cell(page, hand).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Reloads the page in the theme and checks it with axe once `heading` shows. */
async function checkThemes(page: Page, heading: string) {
  const found: Record<string, string[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    await page.reload();
    await waitForTheme(page, theme);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor(WAIT);
    await cell(page, 'AA').first().waitFor(WAIT);
    found[theme] = await seriousViolations(page);
  }
  await page.evaluate(() => localStorage.setItem('isDark', 'false'));
  expect(found).toEqual({ light: [], dark: [] });
}

it('lets staff paint a chart by dragging, clicking, a mix and the keyboard, and save it', LONG, async () => {
  const { page, baseUrl } = staff;
  await page.goto(`${baseUrl}${lecturePath(lecture.id)}`);
  await page.getByRole('heading', { name: 'Range charts', exact: true }).waitFor(WAIT);
  await page.getByText('No range charts yet').waitFor(WAIT);
  await page.getByRole('button', { name: 'Add range chart' }).click();
  await page.getByLabel('Title', { exact: true }).fill('BTN open');

  // Raise is the first brush: drag across AA, AKs, AQs, then press KK and QQ.
  await cell(page, 'AQs').scrollIntoViewIfNeeded();
  const from = await centre(page, 'AA');
  const to = await centre(page, 'AQs');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await cell(page, 'KK').click();
  await cell(page, 'QQ').click();
  await expect.poll(() => cell(page, 'AQs').getAttribute('aria-label'), WAIT).toBe('AQs, 4 combos: raise 100 %');
  expect(await cell(page, 'AJs').getAttribute('aria-label')).toBe('AJs, 4 combos: fold 100 %');

  // A mix that does not add up paints nothing until it does.
  await page.getByText('Mix', { exact: true }).click();
  await page.getByLabel('Raise %').fill('60');
  await page.getByLabel('Call %').fill('50');
  await page.getByRole('alert').filter({ hasText: 'The mix adds up to 110 %, not 100 %' }).waitFor(WAIT);
  await cell(page, 'AKo').click();
  expect(await cell(page, 'AKo').getAttribute('aria-label')).toBe('AKo, 12 combos: fold 100 %');
  await page.getByLabel('Raise %').fill('50');
  await page
    .getByRole('alert')
    .filter({ hasText: 'The mix adds up' })
    .waitFor({ state: 'detached', ...WAIT });
  await cell(page, 'AKo').click();
  await expect
    .poll(() => cell(page, 'AKo').getAttribute('aria-label'), WAIT)
    .toBe('AKo, 12 combos: raise 50 %, call 50 %');

  // Call with the keyboard: from QQ, down to QJo, right to JJ, Enter paints.
  await page.getByText('Call', { exact: true }).click();
  await cell(page, 'QQ').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => cell(page, 'JJ').getAttribute('aria-label'), WAIT).toBe('JJ, 6 combos: call 100 %');

  // Raise 6+4+4+6+6 + half of AKo's 12 = 32 of 1 326; call 6 + 6 = 12.
  await page.getByText('Raise 2.4 %').waitFor(WAIT);
  await page.getByText('Call 0.9 %').waitFor(WAIT);
  await toastAfter(page, 'Range chart added', () => page.getByRole('button', { name: 'Save chart' }).click());
  const [saved] = await asStaff<{ title: string; cells: Record<string, unknown> }[]>(
    'GET',
    `lectures/${lecture.id}/range-charts`,
  );
  expect(saved.title).toBe('BTN open');
  expect(saved.cells.AKo).toEqual({ raise: 50, call: 50 });
  expect(saved.cells.JJ).toEqual({ call: 100 });
  expect(saved.cells.KJs).toEqual({ fold: 100 });
});

it('finds no serious axe violation on the editor in either theme', LONG, async () => {
  await checkThemes(staff.page, 'Range charts');
});

it('shows a member the chart beside the video with its combo shares and the hand under the pointer', LONG, async () => {
  const { page, baseUrl } = member;
  await page.goto(`${baseUrl}${lecturePath(lecture.id)}`);
  await page.getByRole('heading', { name: 'BTN open' }).waitFor(WAIT);
  await page.getByText('Raise 2.4 %').waitFor(WAIT);
  await page.getByText('Call 0.9 %').waitFor(WAIT);
  await page.getByText('Fold 96.7 %').waitFor(WAIT);
  const readout = page.getByTestId('range-hand');
  await cell(page, 'AKo').hover();
  await expect.poll(() => readout.innerText(), WAIT).toBe('AKo · 12 combos · raise 50 %, call 50 %');
  await cell(page, 'T9o').hover();
  await expect.poll(() => readout.innerText(), WAIT).toBe('T9o · 12 combos · fold 100 %');
  await cell(page, '77').focus();
  await expect.poll(() => readout.innerText(), WAIT).toBe('77 · 6 combos · fold 100 %');

  // Every hand's name whole in its cell, in the column beside the video and on a phone.
  const clipped = () =>
    page
      .locator('.range-grid__cell')
      .evaluateAll((cells) => cells.filter((one) => one.scrollWidth > one.clientWidth).map((one) => one.textContent));
  expect(await clipped()).toEqual([]);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    // The page stacks its columns once React hears the new width; until then the chart is squeezed
    // into the wide layout's side column at a phone's width, where it is also below the (smaller)
    // video's bottom: stacked, it starts left of the video's right edge too.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const grid = document.querySelector('.range-grid')!.getBoundingClientRect();
            const video = document.querySelector('video.lecture-player__video')!.getBoundingClientRect();
            return grid.top >= video.bottom && grid.left < video.right;
          }),
        WAIT,
      )
      .toBe(true);
    expect(await clipped()).toEqual([]);
  } finally {
    await page.setViewportSize(desktop);
  }
});

it("finds no serious axe violation on the member's charts in either theme", LONG, async () => {
  await checkThemes(member.page, 'BTN open');
});
