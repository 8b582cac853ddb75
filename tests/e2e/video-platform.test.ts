import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEGMENT_SECONDS } from '../../server/modules/videos/ladder.js';
import { makeSourceVideo, removeSourceVideo } from '../api/helpers/transcoding.js';
import { newAccount, signInAs, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { makeLadder, memberDemoLecture } from './helpers/demo-lectures.js';
import { openInApp, successDialogComesAndGoes, waitForTheme } from './helpers/page-state.js';
import { product } from './helpers/product.js';
import { asStaff, chooseOption, unique } from './helpers/staff-api.js';
import { uploadOnVideoScreen } from './helpers/video-upload.js';
import { lecturePath, PLAYER_VIDEO, playerReady, seekTo } from './helpers/watch.js';

const WAIT = { timeout: 30_000 };
// A transcode of 8 s of 480p takes a few seconds alone, longer beside other suites.
const TRANSCODE_WAIT = { timeout: 180_000 };
// Fresh players, each seeking paused to the start of the 2nd, 3rd or 4th segment.
const FRESH_PLAYER_SEEKS = 12;

let browser: Browser;
let source: string;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
  source = await makeSourceVideo(854, 480, 8);
});
afterAll(() => Promise.all([browser.close(), removeSourceVideo(source)]));

const lectureName = unique('Ladder');

it('shows staff the HLS transcode of their upload live, to its rungs, and carries it into a lecture', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/video-upload`);
  await uploadOnVideoScreen(page, source);
  await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
  const transcode = page.getByRole('region', { name: 'HLS transcode' });
  await transcode.getByText('HLS ready: 480p · 360p').waitFor(TRANSCODE_WAIT);

  await page.getByRole('button', { name: 'Add New Lecture' }).click();
  await page.waitForURL(`${baseUrl}/add-lecture`, WAIT);
  await page.getByRole('region', { name: 'HLS transcode' }).getByText('HLS ready: 480p · 360p').waitFor(WAIT);
  await page.getByLabel('Lecture Name').fill(lectureName);
  await page.getByLabel('Description').fill('Made into an HLS ladder.');
  await chooseOption(page, 'Course', "NLHE (No-Limit Hold'em)");
  await chooseOption(page, 'Category', 'Postflop');
  await successDialogComesAndGoes(page, 'Lecture added successfully', () =>
    page.getByRole('button', { name: 'Add Lecture' }).click(),
  );

  const [lecture] = await asStaff<{ id: number; hls: string | null }[]>(
    'GET',
    `lectures?q=${encodeURIComponent(lectureName)}`,
  );
  expect(lecture.hls).toContain('/master.m3u8?');
  // The lecture screen says the same, and offers to make it again.
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  await page.getByRole('region', { name: 'HLS transcode' }).getByText('HLS ready: 480p · 360p').waitFor(WAIT);
  await page.getByRole('button', { name: 'Transcode again' }).waitFor(WAIT);
});

it('shows where a transcode stands after its socket was away, not the last it heard before', async () => {
  const { page, baseUrl } = browser;
  const [lecture] = await asStaff<{ id: number; videoUpload: string }[]>(
    'GET',
    `lectures?q=${encodeURIComponent(lectureName)}`,
  );
  // Every socket the page opens; from `holding` on, they wait here unconnected.
  const sockets: WebSocketRoute[] = [];
  let holding = false;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    sockets.push(socket);
    if (!holding) socket.connectToServer();
  });
  try {
    await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
    const transcode = page.getByRole('region', { name: 'HLS transcode' });
    await transcode.getByText('HLS ready: 480p · 360p').waitFor(WAIT);
    await expect.poll(() => sockets.length, WAIT).toBe(1);
    holding = true;
    await sockets[0].close();
    // The restart's own answer is the last the page hears: the socket that would report the rest is away.
    await transcode.getByRole('button', { name: 'Transcode again' }).click();
    await transcode
      .getByText(/Waiting for a worker|Transcoding to HLS/)
      .first()
      .waitFor(WAIT);
    await expect
      .poll(async () => {
        const state = await asStaff<{ status: string }>(
          'GET',
          `transcodes?video=${encodeURIComponent(lecture.videoUpload)}`,
        );
        return state.status;
      }, TRANSCODE_WAIT)
      .toBe('done');
    await expect.poll(() => sockets.length, WAIT).toBeGreaterThan(1);
    // Attempts the client has already given up on (a busy machine makes the transcode long) are let
    // through too, and so is every later one: the reconnection that counts may not have started yet.
    holding = false;
    for (const socket of sockets.slice(1)) socket.connectToServer();
    await transcode.getByText('HLS ready: 480p · 360p').waitFor(WAIT);
  } finally {
    await page.unrouteAll();
  }
});

/** Records the `chunkIndex` of every multipart body the page sends (Chromium does not expose blob bodies to the test). */
const recordChunkIndexes = () => {
  const sent: string[] = [];
  (window as unknown as { sentChunks: string[] }).sentChunks = sent;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData && body.has('chunkIndex')) sent.push(String(body.get('chunkIndex')));
    return send.call(this, body);
  };
};

/**
 * The network drops every chunk from `first` on: their requests fail in the page as a lost connection
 * does, while the earlier chunks go through. (Not page.route: intercepting the 5 MiB bodies fails the
 * aborted requests only once the passed ones have finished, which can take longer than the test allows.)
 */
const dropChunksFrom = (first: number) => {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData && Number(body.get('chunkIndex')) >= first) {
      setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
      return;
    }
    return send.call(this, body);
  };
};

it('resumes an upload interrupted by reloading the page, without sending its stored chunks again', async () => {
  const { page, baseUrl } = browser;
  // Four 5 MiB chunks: a real MP4 followed by a `free` box the server reads past.
  const video = path.join(path.dirname(source), 'resumable.mp4');
  const original = await fs.readFile(source);
  const padding = Buffer.alloc(16 * 1024 * 1024 - original.length);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  await fs.writeFile(video, Buffer.concat([original, padding]));

  await page.goto(`${baseUrl}/video-upload`);
  await page.evaluate(dropChunksFrom, 2);
  await uploadOnVideoScreen(page, video);
  await page.getByText('Upload failed: Error uploading video chunk').waitFor(WAIT);
  const connectionId = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('video-upload:resumable.mp4:'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(connectionId).toBeTruthy();
  // What the first attempt left on the server, once its two chunks have landed (404 until the first has).
  const storedChunks = (): Promise<number[]> =>
    asStaff<{ receivedChunks: number[] }>('GET', `lectures/upload/${connectionId}`).then(
      (upload) => upload.receivedChunks,
      () => [],
    );
  await expect.poll(storedChunks, WAIT).toHaveLength(2);
  const stored = await storedChunks();
  expect(stored.sort()).toEqual([0, 1]);

  await page.addInitScript(recordChunkIndexes);
  await page.reload();
  await uploadOnVideoScreen(page, video);
  await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
  const sent = await page.evaluate(() => (window as unknown as { sentChunks: string[] }).sentChunks.map(Number));
  expect(sent.sort()).toEqual([0, 1, 2, 3].filter((index) => !stored.includes(index)));
  expect(await page.getByText(/\/media\/videos\//).textContent()).toContain(connectionId!);
});

/** Staff give the lecture chapters and an English caption file, through the API. */
async function addChaptersAndCaptions(lectureId: number): Promise<void> {
  await asStaff('PATCH', `lectures/${lectureId}`, { chapters: '00:00 Opening\n00:05 River decisions' });
  const signin = await fetch(`${product().baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const form = new FormData();
  form.append('label', 'English');
  const vtt = 'WEBVTT\n\n00:00:04.000 --> 00:00:08.000\nCheck the river, then bet small.\n';
  form.append('file', new Blob([vtt], { type: 'text/vtt' }), 'english.vtt');
  const added = await fetch(`${product().baseUrl}/api/lectures/${lectureId}/captions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(added.status).toBe(200);
}

it('plays the lecture to a member as HLS, with quality, speed, chapters, captions and storyboard previews', async () => {
  const { page } = browser;
  const [lecture] = await asStaff<{ id: number }[]>('GET', `lectures?q=${encodeURIComponent(lectureName)}`);
  await addChaptersAndCaptions(lecture.id);
  await signInWithApi(
    page,
    await signUpSubscribed(newAccount('hls')),
    `/lecture-management/lecture-details/${lecture.id}`,
  );
  const player = page.getByRole('group', { name: 'Video player' });
  await player.and(page.locator('[data-engine="hls"]')).waitFor(WAIT);
  await playerReady(page, WAIT.timeout);

  // Choosing 360p loads that rung's segments.
  const rung360 = page.waitForRequest((request) => /\/360p\/seg_\d+\.ts\?/.test(request.url()), WAIT);
  await player.getByRole('button', { name: 'Quality' }).click();
  await page.getByRole('menuitemradio', { name: '360p' }).click();
  await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play().catch(() => undefined);
  });
  await rung360;
  await player.getByRole('button', { name: 'Quality' }).filter({ hasText: '360p' }).waitFor(WAIT);

  await player.getByRole('button', { name: 'Speed' }).click();
  await page.getByRole('menuitemradio', { name: '1.5×' }).click();
  expect(
    await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.playbackRate),
  ).toBe(1.5);

  // Hovering the timeline shows the storyboard thumbnail of that moment.
  const seek = player.getByRole('slider', { name: 'Seek' });
  const box = (await seek.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  const thumb = page.getByTestId('storyboard-thumb');
  await thumb.waitFor(WAIT);
  expect(await thumb.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('storyboard.jpg?');

  // A chapter seeks there; its caption cue then shows once captions are on.
  await page.getByRole('button', { name: '00:05 River decisions' }).click();
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.currentTime ?? 0) >= 5,
    null,
    WAIT,
  );
  await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.pause());
  await player.getByRole('button', { name: 'Captions' }).click();
  await page.waitForFunction(
    () => {
      const track = document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.textTracks[0];
      return track?.mode === 'showing' && (track.activeCues?.length ?? 0) > 0;
    },
    null,
    WAIT,
  );
  expect(
    await page
      .locator('video.lecture-player__video')
      .evaluate((video: HTMLVideoElement) => (video.textTracks[0].activeCues![0] as VTTCue).text),
  ).toBe('Check the river, then bet small.');
});

for (const theme of ['light', 'dark'] as const) {
  it(`finds no serious or critical violation on the HLS player with its menus and chapters in the ${theme} theme`, async () => {
    const { page } = browser;
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    await page.reload();
    await waitForTheme(page, theme);
    const player = page.getByRole('group', { name: 'Video player' });
    await player.and(page.locator('[data-engine="hls"]')).waitFor(WAIT);
    await player.getByRole('button', { name: 'Quality' }).waitFor(WAIT);
    await page.getByRole('button', { name: '00:05 River decisions' }).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

it("plays through react-player's HLS element: its hls.js drives the player's own video, and the quality menu sets its level", async () => {
  const { page } = browser;
  const player = page.getByRole('group', { name: 'Video player' });
  await player.and(page.locator('[data-engine="hls"]')).waitFor(WAIT);
  const element = player.locator('hls-video');
  expect(await element.count()).toBe(1);
  // The element's hls.js plays into the page's one video, which carries the captions.
  expect(await page.locator('video').count()).toBe(1);
  const wiring = () =>
    element.evaluate(
      (host: HTMLElement & { api: { media: unknown; levels: { height: number }[]; currentLevel: number } }) => {
        const video = document.querySelector('video.lecture-player__video');
        return {
          playsIntoOurVideo: host.api.media === video && host.contains(video),
          heights: host.api.levels.map((level) => level.height),
          currentLevel: host.api.currentLevel,
        };
      },
    );
  await expect.poll(async () => (await wiring()).heights.length, WAIT).toBe(2);
  const { playsIntoOurVideo, heights } = await wiring();
  expect(playsIntoOurVideo).toBe(true);
  expect([...heights].sort()).toEqual([360, 480]);

  await player.getByRole('button', { name: 'Quality' }).click();
  await page.getByRole('menuitemradio', { name: '480p' }).click();
  await expect.poll(async () => (await wiring()).currentLevel, WAIT).toBe(heights.indexOf(480));
});

it('starts the ladder on its lowest rung, whose first segment is the smallest: the first one asked for is 360p', async () => {
  const { page } = browser;
  // Off the page first: the player there still fetches the rung the last test chose (480p), and one of
  // those requests could be the first one seen.
  const address = page.url();
  await page.goto('about:blank');
  const firstSegment = page.waitForRequest((request) => /\/seg_\d+\.ts\?/.test(request.url()), WAIT);
  await page.goto(address);
  expect(new URL((await firstSegment).url()).pathname).toMatch(/\/360p\/seg_\d+\.ts$/);
});

it("completes a paused seek to a segment's first moment on a fresh player, where hls.js appends the segment before it last", async () => {
  const { page, baseUrl } = browser;
  // A demo lecture: its ladder's segments carry audio and video as every real lecture's do.
  const lecture = await memberDemoLecture(page, 'lecture-01');
  await makeLadder(lecture);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${baseUrl}${lecturePath(lecture.id)}`);
  // Without the player's second seek after hls.js's removal, about one such seek in four never completed.
  for (let visit = 0; visit < FRESH_PLAYER_SEEKS; visit++) {
    const at = SEGMENT_SECONDS * (1 + (visit % 3));
    if (visit > 0) await leaveAndComeBack(page, lecturePath(lecture.id));
    await page.locator('.lecture-player[data-engine="hls"]').waitFor(WAIT);
    await playerReady(page, WAIT.timeout);
    await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement) => video.pause());
    await seekTo(page, at, WAIT.timeout);
    expect(await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(at);
  }
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
});

/**
 * Off the lecture and back within the app: the player, its hls.js and its media buffers start afresh,
 * as on a new page, without loading the app again.
 */
async function leaveAndComeBack(page: Page, path: string): Promise<void> {
  await openInApp(page, '/no-such-page');
  await page.locator('.lecture-player').waitFor({ state: 'detached', ...WAIT });
  await openInApp(page, path);
}

it('shows staff the member player on the lecture details: quality, captions and chapters that seek', async () => {
  const { page, baseUrl } = browser;
  const [lecture] = await asStaff<{ id: number }[]>('GET', `lectures?q=${encodeURIComponent(lectureName)}`);
  await signInWithApi(page, STAFF, `/lecture-management/lecture-details/${lecture.id}`);
  await page.waitForURL(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`, WAIT);
  await page.getByRole('heading', { name: 'Lecture Details' }).waitFor(WAIT);
  const player = page.getByRole('group', { name: 'Video player' });
  await player.and(page.locator('[data-engine="hls"]')).waitFor(WAIT);
  await player.getByRole('button', { name: 'Quality' }).waitFor(WAIT);
  await player.getByRole('button', { name: 'Captions' }).waitFor(WAIT);
  await playerReady(page, WAIT.timeout);
  await page.getByRole('button', { name: '00:05 River decisions' }).click();
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.currentTime ?? 0) >= 5,
    null,
    WAIT,
  );
  expect(await page.locator('video').count()).toBe(1);
});
