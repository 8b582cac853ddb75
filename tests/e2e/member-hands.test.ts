import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { type Account, signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { memberDemoLecture } from './helpers/demo-lectures.js';
import { asStaff, unique } from './helpers/staff-api.js';

/** A member posts their own GGPoker hand under a lecture, the coach answers on a street, Equity opens the all-in. */
const WAIT = { timeout: 30_000 };
const LONG = { timeout: 240_000 };

let member: Browser;
let poster: Account;
beforeAll(async () => {
  member = await openBrowser();
  poster = await signUpSubscribed();
  await signInWithApi(member.page, poster, '/dashboard', { tourSeen: true });
});
afterAll(() => member?.close());

it('posts a GGPoker hand named by positions, the coach points at the flop, Equity shows the all-in', LONG, async () => {
  const { page, baseUrl, context } = member;
  const lecture = await memberDemoLecture(page, 'lecture-01');
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);

  const question = unique('Tens on a club flop: stack off?');
  await page.getByLabel('Ask a question or leave a comment').fill(question);
  await page.getByRole('button', { name: 'Add a hand' }).click();
  await page.getByLabel('Hand history').fill(demoHandHistory('ggpoker-nlhe-cash'));
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  const post = page.getByRole('listitem').filter({ has: page.getByText(question) });
  const replayer = post.locator('[data-replayer]');
  await replayer.waitFor(WAIT);
  // The others are named by position, the member is Hero; no screen name is shown.
  for (const seat of ['BTN', 'SB', 'Hero', 'UTG', 'HJ', 'CO'])
    await replayer.locator(`[data-seat="${seat}"]`).waitFor();
  expect(await replayer.locator('[data-seat="c0ffee42"]').count()).toBe(0);

  const threads = await asStaff<{ id: number; body: string }[]>('GET', `lectures/${lecture.id}/discussion`);
  const { id } = threads.find((thread) => thread.body === question)!;
  await asStaff('POST', `discussion/${id}/replies`, { body: 'Fine to get it in on the #flop' });
  await post.getByRole('button', { name: 'Show the flop in the hand' }).click(WAIT);
  await expect.poll(() => replayer.locator('[data-caption]').innerText(), WAIT).toBe('Flop: Tc 6s 3c');

  // Hero bets, UTG raises, Hero shoves, UTG calls: the all-in.
  for (let at = 0; at < 4; at++) await replayer.getByRole('button', { name: 'Next action' }).click();
  await expect.poll(() => replayer.locator('[data-caption]').innerText(), WAIT).toBe('UTG calls $16.20');
  const [equity] = await Promise.all([
    context.waitForEvent('page'),
    replayer.getByRole('link', { name: 'Open in Equity' }).click(),
  ]);
  await equity.getByText('Exact: all 990 boards').waitFor(WAIT);
  const row = (name: string) =>
    equity.getByRole('row').filter({ has: equity.getByRole('cell', { name, exact: true }) });
  await row('Hero').getByText('74.4 %').waitFor(WAIT);
  expect(await row('Opponent 1').getByRole('cell').nth(1).innerText()).toBe('AcQc');
  expect(await equity.getByLabel('Board', { exact: true }).inputValue()).toBe('Tc 6s 3c');
  await equity.close();
});
