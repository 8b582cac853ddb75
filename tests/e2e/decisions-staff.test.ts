import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { product } from './helpers/product.js';
import { toastAfter } from './helpers/shown-after.js';
import { asStaff, unique } from './helpers/staff-api.js';

/** Staff place a decision with the card picker, are stopped by the card rules, and read what members chose. */
let browser: Browser;
let lectureId: number;
const WAIT = { timeout: 20_000 };

beforeAll(async () => {
  browser = await openBrowser();
  const created = await asStaff<{ id: number }>('POST', 'lectures/create', {
    name: unique('Decision editor'),
    courseId: 1,
    categoryId: 1,
    tagIds: [],
    description: 'A river spot',
    videoUrl: '/media/videos/editor.mp4',
  });
  lectureId = created.id;
  await signInWithApi(browser.page, STAFF, `/lecture-management/lecture-details/${lectureId}`);
});
afterAll(() => browser.close());

/** A member with a membership answers the decision through the API. */
async function memberAnswers(decisionId: number, optionIndex: number) {
  const account = await signUpSubscribed();
  const base = product().baseUrl;
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const answer = await fetch(`${base}/api/decisions/${decisionId}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ optionIndex }),
  });
  expect(answer.status).toBe(200);
}

it('places a decision with the card picker, refusing a board of one card, and shows its stats', async () => {
  const { page } = browser;
  const section = page.getByRole('region', { name: 'Decisions' });
  await section.getByText('No decisions yet').waitFor(WAIT);
  await section.getByRole('button', { name: 'Add decision' }).click();
  const form = page.getByRole('dialog', { name: 'Add decision' });
  await form.getByLabel('Moment (m:ss)').fill('0:03');
  await form.getByLabel('Positions').fill('SB vs BB');
  const hero = form.getByRole('group', { name: "Hero's cards" });
  await hero.getByRole('button', { name: 'Ace of spades' }).click();
  await hero.getByRole('button', { name: 'King of spades' }).click();
  const board = form.getByRole('group', { name: 'Board' });
  await board.getByRole('button', { name: 'Queen of hearts' }).click();
  // A card hero holds cannot be picked again for the board.
  expect(await board.getByRole('button', { name: 'Ace of spades' }).isDisabled()).toBe(true);
  await form.getByLabel('Explanation').fill('Nut flush draw with two overcards: jam.');
  await form.getByRole('button', { name: 'Save decision' }).click();
  await form.getByRole('alert').getByText('A board has 0, 3, 4 or 5 cards, not 1').waitFor(WAIT);

  await board.getByRole('button', { name: 'Jack of spades' }).click();
  await board.getByRole('button', { name: '2 of spades' }).click();
  await form.getByLabel('Option 2 share').fill('60');
  await form.getByRole('button', { name: 'Save decision' }).click();
  await form.getByRole('alert').getByText('The shares must add up to 100 %, not 60 %').waitFor(WAIT);
  await form.getByLabel('Option 1 share').fill('40');
  await toastAfter(page, 'Decision added', () => form.getByRole('button', { name: 'Save decision' }).click());
  await section.getByText('SB vs BB').waitFor(WAIT);
  await section.getByRole('img', { name: 'Jack of spades' }).waitFor(WAIT);

  const [decision] = await asStaff<{ id: number }[]>('GET', `lectures/${lectureId}/decisions`);
  await memberAnswers(decision.id, 0);
  await memberAnswers(decision.id, 1);
  await page.reload();
  await section.getByText('2 (100 % right)').waitFor(WAIT);
  await section.getByText('Fold 40 % · chosen by 1 of 2 (50 %)').waitFor(WAIT);
  await section.getByText('Call 60 % · chosen by 1 of 2 (50 %)').waitFor(WAIT);
});
