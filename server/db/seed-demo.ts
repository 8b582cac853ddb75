import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_CAPTION_LABEL } from '../../common/captions.js';
import { tags } from '../modules/catalogue/schema.js';
import { decisions } from '../modules/decisions/schema.js';
import { parseHandHistory } from '../modules/hand-histories/parser/parse-hand-history.js';
import { handHistories } from '../modules/hand-histories/schema.js';
import { lectures, lectureTags } from '../modules/lectures/schema.js';
import { promotions } from '../modules/promotions/schema.js';
import { rangeCharts } from '../modules/range-charts/schema.js';
import { indexCaptionFile } from '../modules/search/caption-index.js';
import type { MediaStore } from '../services/media-store.js';
import { mp4DurationSeconds } from '../services/video-probe.js';
import type { Db } from './database.js';
import { DEMO_DECISIONS } from './demo/decisions.js';
import { DEMO_LECTURE_HANDS, demoHandHistory } from './demo/hand-histories.js';
import { DEMO_LECTURES, DEMO_PROMOTION, type DemoLecture } from './demo/lectures.js';
import { DEMO_MEDIA } from './demo/media-files.js';
import { DEMO_RANGE_CHARTS } from './demo/range-charts.js';

const YEAR_MS = 365 * 86_400_000;

/**
 * SEED_DEMO=1: the committed demo videos, posters, decision points, chapters, captions, range charts,
 * promotion and hand histories, once, on an empty catalogue. Copies and inserts only: nothing is drawn here.
 */
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
        chapters: lecture.chapters ?? [],
        captions: lecture.captions ? [{ label: DEFAULT_CAPTION_LABEL, key: captionKey(lecture) }] : [],
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
    const charts = DEMO_RANGE_CHARTS[lecture.file] ?? [];
    if (charts.length > 0) {
      await db.insert(rangeCharts).values(charts.map((chart, position) => ({ ...chart, position, lectureId: row.id })));
    }
    if (lecture.captions) await seedCaptions(db, media, row.id, lecture);
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

const captionKey = (lecture: DemoLecture) => `captions/demo-${lecture.captions}`;

/** The caption file beside the video, and its cues for search, as a staff upload stores them. */
async function seedCaptions(db: Db, media: MediaStore, lectureId: number, lecture: DemoLecture) {
  const file = path.join(DEMO_MEDIA, lecture.captions!);
  await media.putFile(captionKey(lecture), file, 'text/vtt');
  await indexCaptionFile(db, lectureId, captionKey(lecture), await fs.readFile(file));
}
