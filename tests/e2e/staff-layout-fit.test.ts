import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserAsNewMember, signInWithApi, STAFF } from './helpers/accounts.js';
import { hidesText } from './helpers/boxes.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { demoLecture } from './helpers/demo-lectures.js';
import { asStaff, unique } from './helpers/staff-api.js';
import { watchLecture } from './helpers/watch.js';

/** Staff screens measured in Chromium: the users' roles, texts whole where there is room, axis labels, badges. */
let staff: Browser;
const suffix = Math.random().toString(36).slice(2, 6);
const editor = { name: `Rita Moreno ${suffix}`, email: `rita.${suffix}@example.com` };
beforeAll(async () => {
  await asStaff('POST', 'user', {
    ...editor,
    phone: '+1 555 0199',
    dob: '1988-03-02',
    role: 'editor',
    password: 'a-long-editor-password',
  });
  // A member who watched a few seconds (hours per day far under one) and asked a question nobody answered.
  const { browser: member } = await browserAsNewMember();
  const lectures: { id: number; name: string }[] = await member.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    return (await fetch('/api/lectures', { headers })).json();
  });
  const lecture = demoLecture(lectures, 'lecture-01');
  // Hours are counted to two decimals: enough seconds for 0.01 h, a day's value whose ticks need four.
  for (const file of ['lecture-01', 'lecture-02', 'lecture-03'])
    await watchLecture(member.page, demoLecture(lectures, file).id, 'end');
  await member.page.evaluate(
    async ({ id, body }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('login')}`, 'content-type': 'application/json' };
      await fetch(`/api/lectures/${id}/discussion`, { method: 'POST', headers, body: JSON.stringify({ body }) });
    },
    { id: lecture.id, body: unique('Why not flat the small blind here?') },
  );
  await member.close();
  staff = await openBrowser();
  await signInWithApi(staff.page, STAFF, '/overview');
});
afterAll(() => staff.close());

const WAIT = { timeout: 20_000 };

it('lists users with their role, and names and emails whole where the table has room, at 1440 px', async () => {
  const { page, baseUrl } = staff;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/user-management`);
  await page.getByPlaceholder('Search Here...').fill(editor.name);
  const row = page.getByRole('row').filter({ hasText: editor.email });
  await row.waitFor(WAIT);
  // Measured once the search has left this row alone: the other rows' long emails take the room first.
  await expect.poll(() => page.locator('tr.ant-table-row').count(), WAIT).toBe(1);
  await page.getByRole('columnheader', { name: 'Role', exact: true }).waitFor(WAIT);
  await row.getByRole('cell', { name: 'Editor', exact: true }).waitFor(WAIT);
  for (const text of [editor.name, editor.email]) expect(await hidesText(row.getByText(text)), text).toBe(false);
});

it('draws the watch hours axis labels inside the chart, small values included', async () => {
  const { page, baseUrl } = staff;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/overview`);
  const chart = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Watch hours per day' }) });
  // The vertical axis's labels end at the axis (the horizontal one's are centred on their day).
  const valueLabels = '.recharts-cartesian-axis-tick-value[text-anchor="end"]';
  await chart.locator(valueLabels).nth(1).waitFor(WAIT);
  const { surface, labels } = await chart.evaluate(
    (card, selector) => ({
      surface: card.querySelector('svg.recharts-surface')!.getBoundingClientRect().left,
      labels: [...card.querySelectorAll(selector)].map((label) => ({
        text: label.textContent,
        left: label.getBoundingClientRect().left,
      })),
    }),
    valueLabels,
  );
  // The member's few seconds make fractions of an hour.
  expect(labels.some((label) => label.text?.includes('.'))).toBe(true);
  for (const label of labels) expect(label.left, label.text ?? '').toBeGreaterThanOrEqual(surface);
});

/** Each state badge of the Discussions list: whether its dot sits on the line of its word. */
const badgesOnOneLine = (page: Page) =>
  page.locator('main .ant-table-tbody .ant-badge-status').evaluateAll((badges) =>
    badges.map((badge) => {
      const dot = badge.querySelector('.ant-badge-status-dot')!.getBoundingClientRect();
      const word = badge.querySelector('.ant-badge-status-text')!.getBoundingClientRect();
      const middle = dot.top + dot.height / 2;
      return { word: badge.textContent, sameLine: middle >= word.top && middle <= word.bottom };
    }),
  );

it.each([1440, 1280, 390])('keeps each discussion state’s dot beside its word at %i px', async (width) => {
  const { page, baseUrl } = staff;
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl}/discussions`);
  await page.locator('main .ant-table-tbody').getByText('Unanswered').first().waitFor(WAIT);
  const badges = await badgesOnOneLine(page);
  expect(badges.length).toBeGreaterThan(0);
  expect(badges.filter((badge) => !badge.sameLine)).toEqual([]);
});
