import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { parseHandHistory } from '../modules/hand-histories/parser/parse-hand-history.js';
import type { MediaStore } from '../services/media-store.js';
import { mp4DurationSeconds } from '../services/video-probe.js';
import type { Db } from './database.js';
import { DEMO_DECISIONS } from './demo/decisions.js';
import { DEMO_LECTURE_HANDS, demoHandHistory } from './demo/hand-histories.js';
import { DEMO_LECTURES, DEMO_PROMOTION } from './demo/lectures.js';
import { decisions, handHistories, lectures, lectureTags, promotions, tags } from './schema.js';

const DEMO_MEDIA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo', 'media');
const YEAR_MS = 365 * 86_400_000;

/** SEED_DEMO=1: the committed demo videos, posters, decision points, promotion and hand histories, once, on an empty catalogue. */
export async function seedDemo(db: Db, media: MediaStore): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(lectures);
  if (n > 0) return;

  const tagIds = new Map((await db.select({ id: tags.id, title: tags.title }).from(tags)).map((t) => [t.title, t.id]));
  const now = Date.now();
  const lectureIds = new Map<string, number>();
  for (const [index, lecture] of DEMO_LECTURES.entries()) {
    await media.putFile(`demo/${lecture.file}.mp4`, path.join(DEMO_MEDIA, `${lecture.file}.mp4`), 'video/mp4');
    await media.putFile(`demo/${lecture.file}.jpg`, path.join(DEMO_MEDIA, `${lecture.file}.jpg`), 'image/jpeg');
    const length = await mp4DurationSeconds(path.join(DEMO_MEDIA, `${lecture.file}.mp4`));
    const [row] = await db
      .insert(lectures)
      .values({
        name: lecture.name,
        description: lecture.description,
        courseId: lecture.courseId,
        categoryId: lecture.categoryId,
        videoKey: `demo/${lecture.file}.mp4`,
        posterKey: `demo/${lecture.file}.jpg`,
        lengthSeconds: Math.round(length ?? 0),
        order: index,
        // Staggered so "newest" has a meaning in the demo.
        createdAt: new Date(now - (DEMO_LECTURES.length - index) * 3_600_000),
      })
      .returning({ id: lectures.id });
    lectureIds.set(lecture.file, row.id);
    const ids = lecture.tags.map((title) => tagIds.get(title)).filter((id): id is number => id !== undefined);
    if (ids.length > 0) await db.insert(lectureTags).values(ids.map((tagId) => ({ lectureId: row.id, tagId })));
    const spots = DEMO_DECISIONS[lecture.file] ?? [];
    if (spots.length > 0) await db.insert(decisions).values(spots.map((spot) => ({ ...spot, lectureId: row.id })));
  }
  await media.putFile(`images/demo-${DEMO_PROMOTION.image}`, path.join(DEMO_MEDIA, DEMO_PROMOTION.image), 'image/jpeg');
  await db.insert(promotions).values({
    image: `images/demo-${DEMO_PROMOTION.image}`,
    title: DEMO_PROMOTION.title,
    description: DEMO_PROMOTION.description,
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + YEAR_MS),
  });
  await db.insert(handHistories).values(
    DEMO_LECTURE_HANDS.map(({ lectureFile, title, momentSeconds, file }) => {
      const original = demoHandHistory(file);
      return {
        lectureId: lectureIds.get(lectureFile) ?? 0,
        title,
        momentSeconds,
        original,
        hand: parseHandHistory(original),
      };
    }),
  );
}
