import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_LECTURE_HANDS } from '../../server/db/demo/hand-histories.js';
import { memberDemoLecture } from './helpers/demo-lectures.js';
import { lecturePath, PLAYER_VIDEO, seekTo } from './helpers/watch.js';

const WAIT = { timeout: 30_000 };

/** A demo lecture's page at 1440×900, once its video can show a frame. */
async function openLecture(page: Page, file: string): Promise<void> {
  const lecture = await memberDemoLecture(page, file);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${new URL(page.url()).origin}${lecturePath(lecture.id)}`);
  await page.waitForFunction(
    (selector) => (document.querySelector<HTMLVideoElement>(selector)?.readyState ?? 0) >= 2,
    PLAYER_VIDEO,
    WAIT,
  );
}

/** Pauses the video at `seconds`, once the seek there is done. */
async function pauseAt(page: Page, seconds: number): Promise<void> {
  await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement) => video.pause());
  await seekTo(page, seconds, WAIT.timeout);
}

/**
 * The README's lecture pictures, for the member `page` is signed in as: a hand replayed beside the
 * video, and the first demo lecture with its chapters, English captions on and its range charts.
 */
export async function shootLectureScreens(page: Page, out: string): Promise<string[]> {
  const hand = DEMO_LECTURE_HANDS.find((one) => one.lectureFile === 'lecture-02')!;
  await openLecture(page, hand.lectureFile);
  // A second after the hand's moment: the slide has dealt the hero's cards, and the hand is offered.
  await pauseAt(page, hand.momentSeconds + 1.5);
  await page.getByRole('alert').getByRole('button', { name: 'Replay hand' }).click();
  const replayer = page.locator('[data-replayer]');
  for (const street of ['Flop', 'Turn']) {
    await replayer.getByRole('button', { name: 'Next street' }).click();
    await replayer
      .locator('[data-caption]')
      .filter({ hasText: `${street}:` })
      .waitFor(WAIT);
  }
  // No tooltip left over the picture.
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'hidden', ...WAIT });
  const replayerShot = path.join(out, 'hand-replayer.png');
  await page.screenshot({ path: replayerShot });

  await openLecture(page, 'lecture-01');
  await page.getByRole('group', { name: 'Video player' }).getByRole('button', { name: 'Captions' }).click();
  await pauseAt(page, 2.5);
  await page.waitForFunction(
    (selector) => {
      const track = document.querySelector<HTMLVideoElement>(selector)?.textTracks[0];
      return track?.mode === 'showing' && (track.activeCues?.length ?? 0) > 0;
    },
    PLAYER_VIDEO,
    WAIT,
  );
  await page.getByRole('heading', { name: 'Range charts' }).waitFor(WAIT);
  await page.mouse.move(0, 0);
  const lectureShot = path.join(out, 'lecture-chapters-captions-range.png');
  await page.screenshot({ path: lectureShot });
  return [replayerShot, lectureShot];
}
