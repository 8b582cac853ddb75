import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, STAFF } from './helpers/accounts.js';
import { wcagViolations } from './helpers/axe.js';
import { pictureAspects } from './helpers/boxes.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { openIn, SIZES_AND_THEMES, useTheme } from './helpers/looks.js';
import { openInApp, waitForTheme } from './helpers/page-state.js';
import { addUserAsStaff, asStaff } from './helpers/staff-api.js';
import { uploadOnVideoScreen } from './helpers/video-upload.js';

/** What staff notice first: lists that fit their box, banners shown whole, the upload's end state. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  // A long name and email: the cells that must give way instead of pushing Action out of the box.
  await addUserAsStaff('a-rather-long-name-for-the-user-list-to-wrap-or-cut');
  // A fresh product has no support messages or notifications; the staff account addresses its own.
  await asStaff('POST', 'customer-support', {
    name: 'Ann',
    email: 'ann@example.com',
    title: 'Account issues',
    message: 'Cannot log in.',
  });
  const me = await asStaff<{ id: number }>('GET', 'user/me');
  await asStaff('POST', 'notifications/send-to-specific', {
    title: 'Welcome',
    description: 'New drills every week.',
    isForAllUsers: false,
    userIds: [me.id],
  });
  await signInWithApi(browser.page, STAFF, '/overview');
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const BANNER = path.resolve('server/db/demo/media/promotion-1.jpg');
const LISTS = [
  ['/user-management', 'Users'],
  ['/course-management', 'Courses'],
  ['/lecture-management', 'Lectures'],
  ['/category-management', 'Category list'],
  ['/tag-management', 'Tag list'],
  ['/customer-support', 'Support messages'],
  ['/notification-management', 'Notifications'],
  ['/discussions', 'Discussion posts'],
  ['/audit-log', 'Audit log'],
] as const;
const WIDE = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/**
 * The table's drawn width, the box it sits in, and where its Action column ends, from one list: loaded,
 * or reached through the running app's router (`inApp`), as staff go from list to list.
 */
async function measureList(listPath: string, caption: string, { inApp = false } = {}) {
  const { page, baseUrl } = browser;
  if (inApp) await openInApp(page, listPath);
  else await page.goto(`${baseUrl}${listPath}`);
  const table = page.getByRole('table', { name: caption });
  await table.locator('tbody tr.ant-table-row').first().waitFor(WAIT);
  return table.evaluate((element) => {
    const box = element.closest('.ant-table-content, .ant-table-body, .ant-table-container')!.getBoundingClientRect();
    const headers = [...element.querySelectorAll('thead th')];
    const action = headers.find((header) => header.textContent?.trim() === 'Action')?.getBoundingClientRect();
    return {
      table: element.getBoundingClientRect().width,
      box: box.width,
      boxRight: box.right,
      actionRight: action?.right,
      viewport: window.innerWidth,
    };
  });
}

it.each(WIDE)('fits every staff list in its box with the Action column in view at $width×$height', async (size) => {
  await browser.page.setViewportSize(size);
  for (const [index, [listPath, caption]] of LISTS.entries()) {
    const measured = await measureList(listPath, caption, { inApp: index > 0 });
    expect(measured.table, `${listPath} is wider than its box`).toBeLessThanOrEqual(measured.box + 1);
    if (measured.actionRight !== undefined) expect(measured.actionRight).toBeLessThanOrEqual(measured.boxRight + 1);
  }
});

it('keeps the Action column in view on a phone, where a list may scroll', async () => {
  await browser.page.setViewportSize({ width: 390, height: 844 });
  const measured = await measureList('/user-management', 'Users');
  expect(measured.actionRight).toBeLessThanOrEqual(Math.min(measured.boxRight, measured.viewport) + 1);
});

it.each(SIZES_AND_THEMES)(
  'shows the promotion banner whole, as members see it, at $width×$height ($theme theme)',
  async (look) => {
    const { page } = browser;
    await openIn(page, '/promotion-management', look);
    const banner = page.locator('.ant-card-cover img').first();
    await banner.waitFor(WAIT);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.ant-card-cover img')?.complete);
    const aspects = await pictureAspects(banner);
    expect(aspects.drawn).toBeCloseTo(aspects.natural, 1);
  },
);

it('previews an uploaded 1200×400 banner whole on Add Promotion', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/add-promotion`);
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(BANNER);
  const preview = page.getByAltText('Promotion image preview');
  await preview.waitFor(WAIT);
  await page.waitForFunction(
    () => document.querySelector<HTMLImageElement>('img[alt="Promotion image preview"]')?.naturalWidth,
  );
  const aspects = await pictureAspects(preview);
  expect(aspects.natural).toBeCloseTo(3, 1);
  expect(aspects.drawn).toBeCloseTo(aspects.natural, 1);
});

it.each(['light', 'dark'] as const)(
  'passes axe’s WCAG 2.1 AA rules on “Upload Complete!” (%s theme)',
  async (theme) => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/video-upload`);
    await useTheme(page, theme);
    await page.reload();
    await waitForTheme(page, theme);
    await uploadOnVideoScreen(page, path.resolve('server/db/demo/media/lecture-01.mp4'));
    await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
    expect(await wcagViolations(page)).toEqual([]);
    await useTheme(page, 'light');
  },
);
