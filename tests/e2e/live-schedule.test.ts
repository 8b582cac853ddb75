import fs from 'node:fs/promises';
import dayjs from 'dayjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserAsNewMember, signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { chooseOption, unique } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };

let staff: Browser;
beforeAll(async () => {
  staff = await openBrowser();
  await signInAs(staff.page, STAFF);
});
afterAll(() => staff.close());

it('staff schedule a class and see its stream key once; a member sees it on /live and downloads its calendar file', async () => {
  const { page, baseUrl } = staff;
  const title = unique('Live: river decisions');
  // Three days on, at a whole minute in the browser's (and this machine's) time zone.
  const start = dayjs().add(3, 'day').hour(19).minute(30).second(0).millisecond(0);
  await page.goto(`${baseUrl}/live-management`);
  await page.getByRole('button', { name: 'Add New Live Class' }).click();
  await page.waitForURL(`${baseUrl}/add-live-class`);
  await page.getByRole('textbox', { name: /Title$/ }).fill(title);
  await page.getByLabel('Description').fill('Thin value and bluff catches.');
  const starts = page.getByLabel('Starts');
  await starts.click();
  await starts.fill(start.format('DD MMM YYYY HH:mm'));
  await starts.press('Enter');
  await page.getByLabel('Duration (minutes)').fill('90');
  await chooseOption(page, 'Coach', STAFF.name);
  await successDialogComesAndGoes(page, 'Live class Added Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  // The new class's edit screen, its first stream key shown this once beside the server to paste.
  await page.waitForURL(new RegExp(`^${baseUrl}/edit-live-class/\\d+$`));
  const keyDialog = page.getByRole('dialog', { name: 'Stream key' });
  expect(await keyDialog.locator('code').innerText(WAIT)).toMatch(/^[\w-]{32}$/);
  await keyDialog.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Rotate key' }).waitFor(WAIT);
  expect(await keyDialog.count()).toBe(0);

  const { browser: member } = await browserAsNewMember('/live');
  try {
    const card = member.page.locator('[id^="live-"]').filter({ hasText: title });
    await card.waitFor(WAIT);
    await card.getByText(`with ${STAFF.name}`).waitFor(WAIT);
    await card.getByText(/^in [23] days$/).waitFor(WAIT);
    const [download] = await Promise.all([
      member.page.waitForEvent('download', WAIT),
      card.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^live-class-\d+\.ics$/);
    const ics = await fs.readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics).toContain(`SUMMARY:${title}`);
  } finally {
    await member.close();
  }
});
