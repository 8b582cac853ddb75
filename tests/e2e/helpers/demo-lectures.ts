import type { Page } from 'playwright-core';
import { DEMO_LECTURES } from '../../../server/db/demo/lectures.js';
import { asStaff } from './staff-api.js';

/**
 * The demo lecture seeded from `file` (server/db/demo/lectures.ts), out of a member's lecture list: it
 * plays a real video, where lectures other files add to the shared product may name made-up ones.
 */
export function demoLecture<T extends { name: string }>(lectures: T[], file: string): T {
  const name = DEMO_LECTURES.find((lecture) => lecture.file === file)?.name;
  const found = lectures.find((lecture) => lecture.name === name);
  if (!found) throw new Error(`the demo lecture ${file} is not in the list`);
  return found;
}

/** The demo lecture seeded from `file`, as the member signed in on `page` reads it from the lecture list. */
export async function memberDemoLecture(page: Page, file: string) {
  const lectures = await page.evaluate(async () => {
    const answer = await fetch('/api/lectures', {
      headers: { Authorization: `Bearer ${localStorage.getItem('login')}` },
    });
    return (await answer.json()) as { id: number; name: string; videoUpload: string }[];
  });
  return demoLecture(lectures, file);
}

const LADDER_WAIT_SECONDS = 180;

/**
 * Makes the lecture's HLS ladder, as `npm start` does for every demo lecture (test servers make none
 * unasked), and waits until it is done: the HLS engine is the one a member meets, whose `<video>` and
 * Quality rungs come late. A ladder another file made or started is waited for, not made again: that
 * would rewrite the segments a page of theirs may be playing.
 */
export async function makeLadder(lecture: { videoUpload: string }): Promise<void> {
  const transcode = `transcodes?video=${encodeURIComponent(lecture.videoUpload)}`;
  const status = async () => (await asStaff<{ status: string }>('GET', transcode)).status;
  if (['none', 'failed'].includes(await status())) await asStaff('POST', 'transcodes', { video: lecture.videoUpload });
  for (let waited = 0; (await status()) !== 'done'; waited += 1) {
    if (waited > LADDER_WAIT_SECONDS)
      throw new Error(`the ladder of ${lecture.videoUpload} was not made in ${LADDER_WAIT_SECONDS} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
