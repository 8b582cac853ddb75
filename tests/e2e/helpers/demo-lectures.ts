import { DEMO_LECTURES } from '../../../server/db/demo/lectures.js';

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
