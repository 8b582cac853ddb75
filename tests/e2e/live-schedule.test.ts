import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserAsNewMember, signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { unique } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };

let staff: Browser;
beforeAll(async () => {
  staff = await openBrowser();
  await signInAs(staff.page, STAFF);
});
afterAll(() => staff.close());

it('staff schedule a class; a member sees it on /live and downloads its calendar file', async () => {
  const { page, baseUrl } = staff;
  const title = unique('Live: river decisions');
  await page.goto(`${baseUrl}/live-management`);
  await page.getByRole('button', { name: 'Add New Live Class' }).click();
  await page.waitForURL(`${baseUrl}/add-live-class`);
  await page.getByRole('textbox', { name: /Title$/ }).fill(title);
  await page.getByLabel('Description').fill('Thin value and bluff catches.');
  const starts = page.getByLabel('Starts');
  await starts.click();
  await starts.fill('15 Jan 2031 19:30');
  await starts.press('Enter');
  await page.getByLabel('Duration (minutes)').fill('90');
  await page.getByLabel('Coach').click();
  await page.getByLabel('Coach').fill(STAFF.name);
  await page.getByRole('option', { name: STAFF.name }).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await successDialogComesAndGoes(page, 'Live class Added Successfully');
  await page.waitForURL(`${baseUrl}/live-management`);

  const { browser: member } = await browserAsNewMember('/live');
  try {
    const card = member.page.locator('[id^="live-"]').filter({ hasText: title });
    await card.waitFor(WAIT);
    await card.getByText(`with ${STAFF.name}`).waitFor(WAIT);
    await card.getByText(/in \d+ days/).waitFor(WAIT);
    const [download] = await Promise.all([
      member.page.waitForEvent('download', WAIT),
      card.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^live-class-\d+\.ics$/);
    const ics = await fs.readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20310115T');
    expect(ics).toContain(`SUMMARY:${title}`);
  } finally {
    await member.close();
  }
}, 120_000);
