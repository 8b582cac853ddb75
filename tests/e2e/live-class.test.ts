import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveClassPagePath } from '../../common/paths.js';
import { pushTestStream } from '../api/helpers/live-push.js';
import { browserAsNewMember, signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { product } from './helpers/product.js';
import { asStaff, unique } from './helpers/staff-api.js';

const WAIT = { timeout: 60_000 };

let staff: Browser;
const members: Browser[] = [];
beforeAll(async () => {
  staff = await openBrowser();
  await signInAs(staff.page, STAFF);
});
afterAll(() => Promise.all([staff, ...members].map((browser) => browser.close())));

/** A class half an hour on (its chat already open), coached by the admin: its id. */
async function scheduleClass(title: string): Promise<number> {
  const { id: coachId } = await asStaff<{ id: number }>('GET', 'user/me');
  const startsAt = new Date(Date.now() + 30 * 60_000).toISOString();
  return (await asStaff<{ id: number }>('POST', 'live-classes', { title, startsAt, durationMinutes: 60, coachId })).id;
}

/** The live player's position, once hls.js gave it one. */
const playhead = (page: Page) =>
  page.locator('video[slot="media"]').evaluate((video: HTMLVideoElement) => video.currentTime);

it('a coach streams; members watch it live and chat; staff end it and publish its replay, which members then find', async () => {
  const title = unique('Live: river spots');
  const id = await scheduleClass(title);
  const rtmp = `rtmp://127.0.0.1:${product().rtmpPort}/live`;

  // The coach's stream key, from the class's Stream panel: the class has one since it was scheduled
  // (shown in that call's answer), so the panel makes a new one and shows it.
  await staff.page.goto(`${staff.baseUrl}/edit-live-class/${id}`);
  await staff.page.getByRole('button', { name: 'Rotate key' }).click(WAIT);
  await staff.page
    .getByRole('tooltip', { name: 'Rotate the stream key?' })
    .getByRole('button', { name: 'Rotate' })
    .click();
  const keyDialog = staff.page.getByRole('dialog', { name: 'Stream key' });
  const key = await keyDialog.locator('code').innerText();
  await keyDialog.getByRole('button', { name: 'OK' }).click();

  for (const _ of [1, 2]) members.push((await browserAsNewMember(liveClassPagePath(id))).browser);
  const [watcher, other] = members.map((browser) => browser.page);

  const wrong = pushTestStream(`${rtmp}/${'x'.repeat(32)}`, 2);
  const push = pushTestStream(`${rtmp}/${key}`, 10);
  try {
    expect(await wrong.exited).not.toBe(0);
    await watcher.getByText('LIVE', { exact: true }).waitFor(WAIT);
    await watcher.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('video[slot="media"]')?.currentTime ?? 0) > 0,
      null,
      WAIT,
    );
    const first = await playhead(watcher);
    await watcher.waitForFunction(
      (from) => document.querySelector<HTMLVideoElement>('video[slot="media"]')!.currentTime > from + 1,
      first,
      WAIT,
    );

    const said = unique('Nice river bet');
    await watcher.getByLabel('Your message').fill(said);
    await watcher.getByRole('button', { name: 'Send' }).click();
    await other.getByRole('log', { name: 'Chat messages' }).getByText(said).waitFor(WAIT);
    expect(await push.exited).toBe(0);
  } finally {
    push.stop();
  }

  await staff.page.getByRole('button', { name: 'End class' }).click();
  await staff.page.getByRole('tooltip').getByRole('button', { name: 'End class' }).click();
  await staff.page.getByText('Live class ended').waitFor(WAIT);
  await staff.page.getByRole('link', { name: 'open it to publish it' }).click(WAIT);
  const lectureName = staff.page.getByRole('textbox', { name: 'Lecture Name' });
  await expect.poll(() => lectureName.inputValue(), WAIT).toBe(title);
  const published = staff.page.getByRole('switch', { name: 'Published' });
  await published.click();
  await expect.poll(() => published.getAttribute('aria-checked'), WAIT).toBe('true');
  const { replayLectureId } = await asStaff<{ replayLectureId: number }>('GET', `live-classes/${id}`);
  const [save] = await Promise.all([
    staff.page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(`/lectures/${replayLectureId}`),
    ),
    successDialogComesAndGoes(staff.page, 'Lecture Update Successfully', () =>
      staff.page.getByRole('button', { name: 'Save' }).click(),
    ),
  ]);
  // What the save sent and what it wrote, before the member's page is asked: a failure then says which side it was.
  expect(save.postDataJSON(), 'the save sent').toMatchObject({ draft: false });
  expect((await asStaff<{ draft: boolean }>('GET', `lectures/${replayLectureId}`)).draft, 'the save wrote').toBe(false);

  await watcher.getByRole('link', { name: 'Watch the replay' }).click(WAIT);
  await watcher.getByRole('heading', { name: title }).waitFor(WAIT);
});
