import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_LECTURE_HANDS, demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { fixtureHand } from '../unit/hand-corpus/fixture-hand.js';
import { signInAs, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { memberDemoLecture } from './helpers/demo-lectures.js';
import { addLinkedLecture, asStaff } from './helpers/staff-api.js';
import { lecturePath, PLAYER_VIDEO, playerReady } from './helpers/watch.js';

/** A member replays a demo lecture's hand beside its video; staff attach a hand to a lecture. */
const WAIT = { timeout: 30_000 };
const LONG = { timeout: 240_000 };
const [akHand, ggHand] = DEMO_LECTURE_HANDS.filter((hand) => hand.lectureFile === 'lecture-02');

let member: Browser;
let staff: Browser;
let staffLecture: { id: number };
beforeAll(async () => {
  [member, staff] = [await openBrowser(), await openBrowser()];
  await signInWithApi(member.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  await signInAs(staff.page, STAFF);
  staffLecture = await addLinkedLecture('Hands to attach', {
    description: 'River spots',
    videoUrl: 'https://example.com/hands.mp4',
  });
});
afterAll(async () => {
  if (staffLecture) await asStaff('DELETE', `lectures/${staffLecture.id}`);
  await member?.close();
  await staff?.close();
});

const replayer = (page: Page) => page.locator('[data-replayer]');
const boardCards = (page: Page) => replayer(page).getByRole('group', { name: 'Board' }).locator('[data-card]');
const seatCards = (page: Page, name: string) => replayer(page).locator(`[data-seat="${name}"] [data-card]`);
const step = (page: Page) => replayer(page).locator('[data-step]').innerText();
const playhead = (page: Page) => page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement) => video.currentTime);

async function openDemoLecture(page: Page, baseUrl: string) {
  const lecture = await memberDemoLecture(page, 'lecture-02');
  await page.goto(`${baseUrl}${lecturePath(lecture.id)}`);
  await page.getByRole('heading', { name: 'Hands in this lecture' }).waitFor(WAIT);
  await playerReady(page, WAIT.timeout);
}

it('steps through a hand to the river and back, by button and keyboard, and Show in video seeks', LONG, async () => {
  const { page, baseUrl } = member;
  await openDemoLecture(page, baseUrl);
  await page.getByRole('button', { name: `Open hand ${akHand.title}` }).click();
  await replayer(page).waitFor(WAIT);
  expect(await step(page)).toMatch(/^Step 0 of \d+$/);
  expect(await boardCards(page).count()).toBe(0);
  // Nobody's cards are face up before the deal.
  expect(await replayer(page).locator('[data-card]').count()).toBe(0);

  const next = replayer(page).getByRole('button', { name: 'Next street' });
  for (const [street, cards] of [
    ['Flop: Kc 7h 2d', 3],
    ['Turn: 5c', 4],
    ['River: Qd', 5],
  ] as const) {
    await next.click();
    await replayer(page).locator('[data-caption]').filter({ hasText: street }).waitFor(WAIT);
    expect(await boardCards(page).count()).toBe(cards);
    // The hero's cards show from the deal on; the villain's stay hidden until the showdown.
    expect(
      await seatCards(page, 'CoachHero').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card'))),
    ).toEqual(['Ah', 'Kd']);
    expect(await seatCards(page, 'VillainOne').count()).toBe(0);
  }
  await replayer(page).getByText('Pot $144.50').waitFor(WAIT);
  // One hand known: no equity to show yet.
  expect(await replayer(page).locator('[data-street-equity]').count()).toBe(0);
  await next.click();
  await replayer(page).locator('[data-caption]').filter({ hasText: 'VillainOne wins $198.50' }).waitFor(WAIT);
  expect(await seatCards(page, 'VillainOne').count()).toBe(2);
  // Both hands known on the full board: the calculator's worker counts the one board left.
  await replayer(page)
    .locator('[data-street-equity]')
    .filter({ hasText: 'VillainOne 100.0 % · CoachHero 0.0 %' })
    .waitFor(WAIT);
  // Folded seats, face-down cards and red suits all read at the showdown.
  expect(await seriousViolations(page)).toEqual([]);

  const back = replayer(page).getByRole('button', { name: 'Previous street' });
  for (const cards of [5, 4, 3, 0]) {
    await back.click();
    await expect.poll(() => boardCards(page).count(), WAIT).toBe(cards);
  }
  expect(await seatCards(page, 'VillainOne').count()).toBe(0);

  // The keyboard: → and ← step one action, Space plays until paused.
  await replayer(page).focus();
  const at = await step(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const stepNumber = (text: string) => Number(/Step (\d+)/.exec(text)![1]);
  expect(stepNumber(await step(page))).toBe(stepNumber(at) + 1);
  await replayer(page).getByRole('combobox', { name: 'Speed' }).waitFor(WAIT);
  await replayer(page).focus();
  await page.keyboard.press(' ');
  await replayer(page).getByRole('button', { name: 'Pause', exact: true }).waitFor(WAIT);
  await expect.poll(async () => stepNumber(await step(page)), WAIT).toBeGreaterThan(stepNumber(at) + 1);
  await page.keyboard.press(' ');
  await replayer(page).getByRole('button', { name: 'Play', exact: true }).waitFor(WAIT);

  await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement) => {
    video.currentTime = 0;
  });
  await replayer(page).getByRole('button', { name: 'Show in video' }).click();
  await expect.poll(() => playhead(page), WAIT).toBeCloseTo(akHand.momentSeconds, 0);
});

it('offers the hand the video reaches, and fits a 390 px phone', LONG, async () => {
  const { page, baseUrl } = member;
  await openDemoLecture(page, baseUrl);
  await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement, at: number) => {
    video.currentTime = at;
  }, ggHand.momentSeconds + 0.5);
  const offer = page.getByRole('alert').filter({ hasText: `The coach is on a hand: ${ggHand.title}` });
  await offer.waitFor(WAIT);
  await offer.getByRole('button', { name: 'Replay hand' }).click();
  await page.getByRole('region', { name: `Hand replayer: ${ggHand.title}` }).waitFor(WAIT);

  await page.setViewportSize({ width: 390, height: 844 });
  await replayer(page).scrollIntoViewIfNeeded();
  await replayer(page).getByRole('button', { name: 'Next street' }).click();
  await expect.poll(() => boardCards(page).count(), WAIT).toBe(3);
  const box = (await replayer(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Every seat lies within the table's box.
  for (const seat of await replayer(page).locator('[data-seat]').all()) {
    const seatBox = (await seat.boundingBox())!;
    expect(seatBox.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(seatBox.x + seatBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
/** The box of an element as the page lays it out now. */
const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

it('replays beside the video on a laptop, both in sight without scrolling, and under it on a phone', LONG, async () => {
  const { page, baseUrl } = member;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemoLecture(page, baseUrl);
  await page.getByRole('button', { name: `Open hand ${akHand.title}` }).click();
  await replayer(page).waitFor(WAIT);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const [video, table] = [await box(page.locator(PLAYER_VIDEO)), await box(replayer(page))];
  expect(table.x).toBeGreaterThanOrEqual(video.x + video.width);
  expect(table.y).toBeLessThan(video.y + video.height);
  for (const seen of [video, table]) {
    expect(seen.y).toBeGreaterThanOrEqual(0);
    expect(seen.y + seen.height).toBeLessThanOrEqual(900);
    expect(seen.x + seen.width).toBeLessThanOrEqual(1440);
  }

  // Each control's tooltip leaves the action's caption readable (on the flop, where every control is enabled).
  await replayer(page).getByRole('button', { name: 'Next street' }).click();
  const caption = replayer(page).locator('[data-caption]').filter({ hasText: 'Flop: Kc 7h 2d' });
  await caption.waitFor(WAIT);
  for (const name of ['Previous street', 'Previous action', 'Play', 'Next action', 'Next street']) {
    await replayer(page).getByRole('button', { name, exact: true }).hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: name });
    await tooltip.waitFor(WAIT);
    expect(overlap(await box(tooltip), await box(caption)), name).toBe(false);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => (await box(replayer(page))).y - (await box(page.locator(PLAYER_VIDEO))).y, WAIT)
    .toBeGreaterThan(0);
  const [phoneVideo, phoneTable] = [await box(page.locator(PLAYER_VIDEO)), await box(replayer(page))];
  expect(phoneTable.y).toBeGreaterThanOrEqual(phoneVideo.y + phoneVideo.height);
  expect(phoneTable.x + phoneTable.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
});

it('lets staff attach a pasted hand at a typed moment, naming the line of a broken one', LONG, async () => {
  const { page, baseUrl } = staff;
  await page.goto(`${baseUrl}${lecturePath(staffLecture.id)}`);
  await page.getByRole('heading', { name: 'Hand histories', exact: true }).waitFor(WAIT);
  await page.getByText('No hand histories yet').waitFor(WAIT);
  await page.getByLabel('Hand title').fill('Tens in Rush & Cash');
  await page.getByLabel('Moment (m:ss)').fill('1:5');
  const text = demoHandHistory('ggpoker-nlhe-cash');
  await page.getByLabel('Hand history text').fill(text.replace('Hero: bets $2.1', 'Hero: bets $2.1 quickly'));
  await page.getByRole('button', { name: 'Attach pasted hand' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please type the moment as m:ss' }).waitFor(WAIT);
  await page.getByLabel('Moment (m:ss)').fill('1:05');
  await page.getByRole('button', { name: 'Attach pasted hand' }).click();
  await page.getByRole('alert').filter({ hasText: 'line 27: "bets $2.1 quickly" is not an action' }).waitFor(WAIT);
  await page.getByLabel('Hand history text').fill(text);
  await page.getByRole('button', { name: 'Attach pasted hand' }).click();
  await page.getByText('Tens in Rush & Cash').waitFor(WAIT);
  await page.getByText('(GGPoker NLHE)').waitFor(WAIT);
  await page.getByText('1:05', { exact: true }).waitFor(WAIT);
  expect(await page.getByLabel('Hand history text').inputValue()).toBe('');

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page
      .getByLabel('Hand title')
      .fill('PLO from a file')
      .then(() => page.getByRole('button', { name: 'Attach a .txt file' }).click()),
  ]);
  await chooser.setFiles({
    name: 'plo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(demoHandHistory('pokerstars-plo-cash')),
  });
  await page.getByText('PLO from a file').waitFor(WAIT);
  const stored = await asStaff<{ title: string; momentSeconds: number }[]>(
    'GET',
    `lectures/${staffLecture.id}/hand-histories`,
  );
  expect(stored.map((hand) => [hand.title, hand.momentSeconds])).toEqual([
    ['Tens in Rush & Cash', 65],
    ['PLO from a file', 65],
  ]);
});

it('shows both boards of a hand run twice with their pots, and keeps a dead blind out of the bets', LONG, async () => {
  const attach = (title: string, text: string) =>
    asStaff('POST', `lectures/${staffLecture.id}/hand-histories`, { title, momentSeconds: 1, text });
  await attach('Run twice', fixtureHand('layorx/run-it-twice.txt', 'RC3793132572'));
  await attach(
    'Dead blind',
    demoHandHistory('pokerstars-nlhe-cash').replace(
      'BenBB: posts big blind $1',
      'BenBB: posts big blind $1\nUmaUTG: posts small & big blinds $1.50',
    ),
  );
  const { page, baseUrl } = member;
  await page.goto(`${baseUrl}${lecturePath(staffLecture.id)}`);
  await page.getByRole('button', { name: 'Open hand Run twice' }).click();
  await replayer(page).waitFor(WAIT);
  const nextStreet = replayer(page).getByRole('button', { name: 'Next street' });
  while (await nextStreet.isEnabled()) await nextStreet.click();
  await replayer(page).locator('[data-caption]').filter({ hasText: 'wins $4.25 on the second board' }).waitFor(WAIT);
  const second = replayer(page).getByRole('group', { name: 'Second board' }).locator('[data-card]');
  expect(await second.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')))).toEqual([
    'Ts',
    'Kh',
    '7c',
    'Qh',
    'Th',
  ]);
  const first = replayer(page).getByRole('group', { name: 'Board', exact: true }).locator('[data-card]');
  expect(await first.count()).toBe(5);
  expect(await replayer(page).locator('[data-board-pot]').allInnerTexts()).toEqual(['$4.25', '$4.25']);

  await page.getByRole('button', { name: 'Open hand Dead blind' }).click();
  await page.getByRole('region', { name: 'Hand replayer: Dead blind' }).waitFor(WAIT);
  const nextAction = replayer(page).getByRole('button', { name: 'Next action' });
  for (let i = 0; i < 3; i += 1) await nextAction.click();
  await replayer(page).locator('[data-caption]').filter({ hasText: 'UmaUTG posts a blind $1.50' }).waitFor(WAIT);
  // The dead small blind goes to the middle: $1 in front of the player, $3 in the pot.
  expect(await replayer(page).locator('[data-bet="UmaUTG"]').innerText()).toBe('$1');
  expect(await replayer(page).locator('[data-seat="UmaUTG"] [data-stack]').innerText()).toBe('$40.50');
  await replayer(page).getByText('Pot $3', { exact: true }).waitFor(WAIT);
});
