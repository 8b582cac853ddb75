import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { FOREIGN_KEY_VIOLATION, pgCode, pgConstraint } from '../../db/pg-errors.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import type { LectureData, LecturePatchData } from '../../schemas/index.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { toStoredMedia } from '../../services/media-urls.js';
import { categories, courses, tags } from '../catalogue/schema.js';
import { deleteLectureDecisions } from '../decisions/decisions-store.js';
import { dropRemovedCaptions, indexCaptionFile } from '../search/caption-index.js';
import { recordAudit } from '../shared/audit-trail.js';
import { softDelete } from '../shared/bulk-actions.js';
import { saveIfUnchanged } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { uploads } from '../uploads/schema.js';
import { loadEntries } from './catalogue-load.js';
import type { CatalogueLecture } from './catalogue-snapshot.js';
import { lectures, lectureTags } from './schema.js';

/**
 * Every write here changes rows of lectures or lecture_tags, whose triggers name the lecture (migration
 * 0011): the catalogue reads that lecture again. An answer read from the catalogue after one of these
 * writes waits until this process heard it (`hearOwnWrites`).
 */
export const RAISES = ['lecture'] as const satisfies readonly ChangeKind[];

type LectureColumns = Partial<typeof lectures.$inferInsert>;
type Track = { label: string; key: string };
const LECTURE_NOT_FOUND = 'Lecture not found';

function storedMedia(field: string, reference: string): string {
  const stored = toStoredMedia(reference);
  if (!stored) throw badRequest(`${field}: must be an http(s) URL or a media path`, { field });
  return stored;
}

/** Checks the referenced course, category and tags exist, and maps the body onto columns. */
async function lectureColumns(db: Db, body: LecturePatchData): Promise<LectureColumns> {
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
    draft: body.draft,
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
async function setLectureTags(db: Pick<Db, 'insert' | 'delete'>, lectureId: number, tagIds: number[]): Promise<void> {
  await db.delete(lectureTags).where(eq(lectureTags.lectureId, lectureId));
  const unique = [...new Set(tagIds.map(Number))];
  if (unique.length > 0) await db.insert(lectureTags).values(unique.map((tagId) => ({ lectureId, tagId })));
}

/** Frees a tag from the soft-deleted lectures that carry it: a deleted lecture loses nothing by forgetting it. */
export async function detachTagFromDeletedLectures(db: Executor, tagId: number): Promise<void> {
  const deleted = db.select({ id: lectures.id }).from(lectures).where(isNotNull(lectures.deletedAt));
  await db.delete(lectureTags).where(and(eq(lectureTags.tagId, tagId), inArray(lectureTags.lectureId, deleted)));
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
function refuseGoneReference(error: unknown): never {
  const constraint = pgCode(error) === FOREIGN_KEY_VIOLATION ? (pgConstraint(error) ?? '') : '';
  const gone = REFERENCES.find(([part]) => constraint.includes(part));
  if (!gone) throw error;
  const [, field, what] = gone;
  throw new HttpError(409, `${field}: ${TEXTS.referenceGone(what)}`, { field });
}

/** Creates a lecture with its tags, audited; its id. */
export async function insertLecture(db: Db, request: FastifyRequest, body: LectureData, now: Date): Promise<number> {
  const columns = await lectureColumns(db, body);
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(lectures)
        .values({ ...columns, createdAt: now, updatedAt: now } as typeof lectures.$inferInsert)
        .returning();
      await setLectureTags(tx, row.id, body.tagIds);
      await recordAudit(tx, request, { recordId: row.id, action: 'create', after: { ...row, tagIds: body.tagIds } });
      return row.id;
    })
    .catch(refuseGoneReference);
}

/**
 * Saves a staff edit of a live lecture if unchanged since the form read it (`saveIfUnchanged`); the
 * lecture as saved, read in the same transaction: a delete committing right after must not turn the
 * answer into a 404. `current` is the record a refused save answers with.
 */
export async function saveLecture(
  db: Db,
  request: FastifyRequest,
  edit: { id: number; body: LecturePatchData; now: () => Date; current: () => Promise<unknown> },
): Promise<CatalogueLecture> {
  const { id, body, now, current } = edit;
  const columns = await lectureColumns(db, body);
  return saveIfUnchanged(db, request, { table: lectures, id, label: 'Lecture', current }, async (tx, row) => {
    // Deleted since the caller's check (a bulk delete holding the row first): refused, nothing written.
    if (row.deletedAt) throw notFound(LECTURE_NOT_FOUND);
    await tx
      .update(lectures)
      .set({ ...columns, updatedAt: now() })
      .where(eq(lectures.id, id));
    if (body.tagIds) await setLectureTags(tx, id, body.tagIds);
    const [entry] = await loadEntries(tx, [id]);
    if (!entry) throw notFound(LECTURE_NOT_FOUND);
    return entry;
  }).catch(refuseGoneReference);
}

/**
 * Deletes a live lecture softly, audited: progress, favourites and the watch log keep pointing at it.
 * Its decision points are part of it and go with it, and with them the review cards members made of
 * them. Undefined when there was no live lecture to delete.
 */
export function softDeleteLecture(db: Db, request: FastifyRequest, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lectures)
      .set({ deletedAt: now })
      .where(and(eq(lectures.id, id), isNull(lectures.deletedAt)))
      .returning();
    if (row) {
      await deleteLectureDecisions(tx, row.id);
      await recordAudit(tx, request, {
        recordId: row.id,
        action: 'delete',
        before: { ...row, deletedAt: null },
        after: row,
      });
    }
    return row;
  });
}

/** The staff list's bulk deletes: among live lectures, searched by name, deleted softly. */
export const bulkLectures = (now: () => Date) => ({
  table: lectures,
  searchIn: [lectures.name],
  listed: isNull(lectures.deletedAt),
  remove: softDelete(lectures, now),
});

/**
 * Changes a live lecture's caption tracks under a row lock, so two staff editing at once lose nothing;
 * 404 if none. Audited as an update of the lecture's captions; the search index follows in the same
 * transaction: a removed or replaced file's cues leave it, a new file's join it.
 */
export async function updateCaptionTracks(
  db: Db,
  request: FastifyRequest,
  id: number,
  change: (tracks: Track[]) => Track[],
  added?: { key: string; bytes: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    const live = and(eq(lectures.id, id), isNull(lectures.deletedAt));
    const [row] = await tx.select({ captions: lectures.captions }).from(lectures).where(live).for('update');
    if (!row) throw notFound(LECTURE_NOT_FOUND);
    const tracks = change(row.captions);
    await tx.update(lectures).set({ captions: tracks }).where(live);
    await recordAudit(tx, request, { recordId: id, action: 'update', before: row, after: { captions: tracks } });
    await dropRemovedCaptions(tx, id, row.captions, tracks);
    if (added) await indexCaptionFile(tx, id, added.key, added.bytes);
  });
}
