import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { FOREIGN_KEY_VIOLATION, pgCode, pgConstraint } from '../../db/pg-errors.js';
import { badRequest, HttpError } from '../../errors.js';
import type { LecturePatchData } from '../../schemas/index.js';
import { toStoredMedia } from '../../services/media-urls.js';
import { categories, courses, tags } from '../catalogue/schema.js';
import { TEXTS } from '../shared/texts.js';
import { uploads } from '../uploads/schema.js';
import { lectures, lectureTags } from './schema.js';

type LectureColumns = Partial<typeof lectures.$inferInsert>;

function storedMedia(field: string, reference: string): string {
  const stored = toStoredMedia(reference);
  if (!stored) throw badRequest(`${field}: must be an http(s) URL or a media path`, { field });
  return stored;
}

/** Checks the referenced course, category and tags exist, and maps the body onto columns. */
export async function lectureColumns(db: Db, body: LecturePatchData): Promise<LectureColumns> {
  const checks: [string, string, Promise<unknown[]> | undefined][] = [
    [
      'courseId',
      'course',
      body.courseId === undefined
        ? undefined
        : db
            .select({ id: courses.id })
            .from(courses)
            .where(eq(courses.id, Number(body.courseId))),
    ],
    [
      'categoryId',
      'category',
      body.categoryId === undefined
        ? undefined
        : db
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.id, Number(body.categoryId))),
    ],
  ];
  for (const [field, what, query] of checks) {
    if (query && (await query).length === 0) throw badRequest(`${field}: ${TEXTS.unknownReference(what)}`, { field });
  }
  const tagIds = [...new Set((body.tagIds ?? []).map(Number))];
  if (tagIds.length > 0) {
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
    if (found.length !== tagIds.length)
      throw badRequest(`tagIds: ${TEXTS.unknownReference('tag')}`, { field: 'tagIds' });
  }
  const video = body.videoUrl ?? body.videoUpload;
  const videoKey = video === undefined ? undefined : storedMedia(body.videoUrl ? 'videoUrl' : 'videoUpload', video);
  const measured = videoKey === undefined ? undefined : await measuredUpload(db, videoKey);
  const givenLength = body.lectureLength === undefined ? undefined : Number(body.lectureLength);
  return {
    name: body.name,
    description: body.description,
    courseId: body.courseId === undefined ? undefined : Number(body.courseId),
    categoryId: body.categoryId === undefined ? undefined : Number(body.categoryId),
    order: body.order === undefined ? undefined : Number(body.order),
    chapters: body.chapters,
    // docs/API.md#uploads: for its own upload the server fills what it measured when the client sends no length.
    lengthSeconds: givenLength || (measured?.lengthSeconds ?? givenLength),
    videoKey,
    posterKey:
      body.poster === undefined
        ? (measured?.posterKey ?? undefined)
        : body.poster === null
          ? null
          : storedMedia('poster', body.poster),
  };
}

/** What processing measured of a finished upload with this media key, if the key is one. */
async function measuredUpload(db: Db, videoKey: string) {
  const [row] = await db
    .select({ lengthSeconds: uploads.lengthSeconds, posterKey: uploads.posterKey })
    .from(uploads)
    .where(and(eq(uploads.videoKey, videoKey), eq(uploads.status, 'done')));
  return row;
}

/** Replaces a lecture's tags with exactly these. */
export async function setLectureTags(
  db: Pick<Db, 'insert' | 'delete'>,
  lectureId: number,
  tagIds: number[],
): Promise<void> {
  await db.delete(lectureTags).where(eq(lectureTags.lectureId, lectureId));
  const unique = [...new Set(tagIds.map(Number))];
  if (unique.length > 0) await db.insert(lectureTags).values(unique.map((tagId) => ({ lectureId, tagId })));
}

/** The field and the name of what each of a lecture's foreign keys points at. */
const REFERENCES: [constraintPart: string, field: string, what: string][] = [
  ['course_id', 'courseId', 'course'],
  ['category_id', 'categoryId', 'category'],
  ['tag_id', 'tagIds', 'tag'],
];

/**
 * A course, category or tag deleted between the check and the write: the foreign key refuses the
 * lecture, and so do we, with a 409 naming the field instead of a 5xx.
 */
export function refuseGoneReference(error: unknown): never {
  const constraint = pgCode(error) === FOREIGN_KEY_VIOLATION ? (pgConstraint(error) ?? '') : '';
  const gone = REFERENCES.find(([part]) => constraint.includes(part));
  if (!gone) throw error;
  const [, field, what] = gone;
  throw new HttpError(409, `${field}: ${TEXTS.referenceGone(what)}`, { field });
}
