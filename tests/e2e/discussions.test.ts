import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, signInAs, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { memberDemoLecture } from './helpers/demo-lectures.js';
import { product } from './helpers/product.js';
import { unique } from './helpers/staff-api.js';
import { playerReady } from './helpers/watch.js';

/** Lecture discussions: a member asks under a lecture, staff answer from the Discussions screen. */
let member: Browser;
let staff: Browser;
let asker: Account;
let lecture: { id: number; name: string };
let question: string;

/** The count the header bell names: `Notifications, 2 unread`, or 0 for `Notifications`. */
async function unread(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}

const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  [member, staff] = [await openBrowser(), await openBrowser()];
  asker = await signUpSubscribed();
  await signInWithApi(member.page, asker, '/dashboard');
  lecture = await memberDemoLecture(member.page, 'lecture-01');
  await signInAs(staff.page, STAFF);
});
afterAll(async () => {
  await member.close();
  await staff.close();
});

/** Another subscribed member's call, signed in through the API. */
async function asOtherMember(route: string, body: unknown) {
  const other = await signUpSubscribed();
  const call = (path: string, payload: unknown, token?: string) =>
    fetch(`${product().baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(payload),
    });
  const { token } = (await (await call('auth/signin', { email: other.email, password: other.password })).json()) as {
    token: string;
  };
  const answer = await call(route, body, token);
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: number };
}

const playhead = (page: Page) =>
  page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.currentTime);
const discussion = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Discussion' }) });

it('a member asks at 0:05, staff answer from the Discussions screen, the bell rings and the answer shows first', async () => {
  const { page, baseUrl } = member;
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  await playerReady(page);
  await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => {
    video.currentTime = 5;
  });
  await expect.poll(() => playhead(page), WAIT).toBeCloseTo(5, 0);

  question = unique('Why fold AJo <b>here</b>?');
  await page.getByLabel('Ask a question or leave a comment').fill(`${question}\nSee https://example.com/hand`);
  await page.getByText('of the video').click();
  await expect.poll(() => page.getByRole('checkbox', { name: /^At 0:05 of the video$/ }).isChecked(), WAIT).toBe(true);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const asked = discussion(page).getByRole('article', { name: `Post by ${asker.name}` });
  await asked.getByText(question).waitFor(WAIT);
  // Plain text: the typed markup is text, the address a link, the line break kept.
  expect(await asked.locator('b').count()).toBe(0);
  expect(await asked.getByRole('link', { name: 'https://example.com/hand' }).getAttribute('rel')).toContain('noopener');

  // The time link seeks the player back to the moment.
  await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => {
    video.currentTime = 1;
  });
  await asked.getByRole('button', { name: 'Go to 0:05' }).click();
  await expect.poll(() => playhead(page), WAIT).toBeCloseTo(5, 0);

  const threadId = await page.evaluate(async (lectureId) => {
    const answer = await fetch(`/api/lectures/${lectureId}/discussion`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('login')}` },
    });
    return ((await answer.json()) as { id: number }[])[0].id;
  }, lecture.id);
  // A member's reply comes first in time; the coach's answer will still show above it.
  // Counted from what the bell already shows: files sharing this product may send notices to all.
  const before = await unread(page);
  await asOtherMember(`discussion/${threadId}/replies`, { body: 'I would 3-bet it' });
  await expect.poll(() => unread(page), WAIT).toBe(before + 1);

  const office = staff.page;
  await office.goto(`${staff.baseUrl}/discussions`);
  await office.locator('.ant-segmented').getByText('Unanswered', { exact: true }).click();
  const row = office.getByRole('row').filter({ hasText: question });
  await row.getByRole('button', { name: /^View the post by / }).click(WAIT);
  await office.getByText(question).waitFor(WAIT);
  await office.getByLabel('Your answer').fill('Fold: the cutoff 3-bets very wide.');
  await office.getByRole('button', { name: 'Send answer' }).click();
  await office
    .getByRole('article')
    .filter({ hasText: 'Fold: the cutoff 3-bets very wide.' })
    .getByText('Answer')
    .waitFor(WAIT);

  // The member's bell rings and the page shows the answer first, without a reload.
  await expect.poll(() => unread(page), { timeout: 30_000 }).toBe(before + 2);
  const replies = discussion(page)
    .getByRole('list', { name: `Replies to ${asker.name}` })
    .getByRole('article');
  await expect.poll(() => replies.count(), WAIT).toBe(2);
  const first = replies.first();
  await first.getByText('Fold: the cutoff 3-bets very wide.').waitFor(WAIT);
  await first.getByText('Coach', { exact: true }).waitFor(WAIT);
  await first.getByText('Answer', { exact: true }).waitFor(WAIT);
  // The discussion as members see it, marks and all, meets the contrast and naming rules.
  expect(await seriousViolations(page, '#lecture-discussion')).toEqual([]);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByText('The coach answered your question').first().waitFor(WAIT);
});

it('a post staff hide vanishes from the open lecture page at once', async () => {
  const { page } = member;
  const spam = await asOtherMember(`lectures/${lecture.id}/discussion`, {
    body: unique('Cheap coaching at spam.example'),
  });
  const posted = discussion(page).getByText(/^Cheap coaching at spam\.example/);
  await posted.waitFor(WAIT);

  const office = staff.page;
  await office.goto(`${staff.baseUrl}/discussions/${spam.id}`);
  await office.getByRole('button', { name: 'Hide', exact: true }).first().click();
  await office.getByText('Hidden', { exact: true }).first().waitFor(WAIT);
  await posted.waitFor({ state: 'detached', ...WAIT });
});
