import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniformCells } from '../../common/range-chart.js';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { addLinkedLecture, asStaff } from './helpers/staff-api.js';

/** A member works out equities on the tool page and on a lecture's panel; the figures come from the worker. */
const WAIT = { timeout: 60_000 };
const LONG = { timeout: 240_000 };

let member: Browser;
let lecture: { id: number };
beforeAll(async () => {
  member = await openBrowser();
  await signInWithApi(member.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  lecture = await addLinkedLecture('Button ranges', {
    description: 'Opening from the button',
    videoUrl: 'https://example.com/button.mp4',
  });
  const cells = uniformCells();
  for (const hand of ['AA', 'KK', 'QQ']) cells[hand] = { raise: 100 };
  cells.AKs = { raise: 50, fold: 50 };
  await asStaff('POST', `lectures/${lecture.id}/range-charts`, { title: 'BTN open', cells });
});
afterAll(async () => {
  if (lecture) await asStaff('DELETE', `lectures/${lecture.id}`);
  await member?.close();
});

const row = (name: string) =>
  member.page.getByRole('row').filter({ has: member.page.getByRole('cell', { name, exact: true }) });

it('computes AhAs against KdKc over every board from the sidebar tool: 81.3 %', LONG, async () => {
  const { page } = member;
  await page.getByRole('link', { name: 'Equity' }).click();
  await page.getByRole('heading', { name: 'Equity calculator' }).waitFor(WAIT);
  await page.getByLabel('Hero', { exact: true }).fill('AhAs');
  await page.getByLabel('Opponent 1', { exact: true }).fill('KdKc');
  await page.getByText('Exact: all 1 712 304 boards').waitFor(WAIT);
  await row('Hero').getByText('81.3 %').waitFor(WAIT);
  await row('Opponent 1').getByText('18.7 %').waitFor(WAIT);
  expect(await row('Hero').getByRole('cell').allTextContents()).toEqual([
    'Hero',
    'AhAs',
    '81.3 %',
    '81.06 %',
    '0.38 %',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});

it('paints a range on the grid and shows its equity per hand as a heat map', LONG, async () => {
  const { page } = member;
  await page.getByLabel('Hero', { exact: true }).fill('AhKd');
  await page.getByLabel('Opponent 1', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Grid' }).nth(1).click();
  const painter = page.getByRole('group', { name: "Opponent 1's range: paint hands" });
  for (const hand of ['AA', 'KK', 'QJs']) await painter.locator(`[data-hand="${hand}"]`).click();
  await expect.poll(() => page.getByLabel('Opponent 1', { exact: true }).inputValue()).toBe('AA, KK, QJs');
  const heat = page.getByRole('group', { name: "Opponent 1's heat map" });
  await heat.waitFor(WAIT);
  await expect
    .poll(() => heat.locator('[data-hand="AA"]').getAttribute('aria-label'), WAIT)
    .toMatch(/^AA, \d+\.\d % equity$/);
  await expect
    .poll(() => heat.locator('[data-hand="QJs"]').getAttribute('aria-label'), WAIT)
    .toMatch(/^QJs, \d+\.\d % equity$/);
  expect(await heat.locator('[data-hand="JJ"]').getAttribute('aria-label')).toBe('JJ, not in the range');
  await page
    .getByTestId('equity-method')
    .getByText(/^Monte Carlo: [\d ]+ deals/)
    .waitFor(WAIT);
  await row('Opponent 1')
    .getByText(/^± \d+\.\d\d %$/)
    .waitFor(WAIT);
  // A second stroke that starts on a painted hand takes hands out.
  await painter.locator('[data-hand="KK"]').click();
  await expect.poll(() => page.getByLabel('Opponent 1', { exact: true }).inputValue()).toBe('AA, QJs');
});

it("opens on the lecture page and takes the lecture's range chart with one click", LONG, async () => {
  const { page, baseUrl } = member;
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  const panel = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Equity calculator' }) });
  await panel.getByRole('button', { name: 'Open' }).click();
  await panel.getByLabel('Hero', { exact: true }).fill('JhJd');
  await panel.getByRole('button', { name: 'Grid' }).nth(1).click();
  await panel.getByRole('button', { name: 'BTN open' }).click();
  await expect.poll(() => panel.getByLabel('Opponent 1', { exact: true }).inputValue()).toBe('AA, AKs, KK, QQ');
  const painter = panel.getByRole('group', { name: "Opponent 1's range: paint hands" });
  expect(await painter.locator('[data-hand="AKs"]').getAttribute('aria-label')).toBe('AKs, 50 % in the range');
  await panel.getByRole('group', { name: "Opponent 1's heat map" }).waitFor(WAIT);
  await row('Hero')
    .getByText(/^\d+\.\d %$/)
    .first()
    .waitFor(WAIT);
});
