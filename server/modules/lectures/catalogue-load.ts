import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { categories, courses, tags } from '../catalogue/schema.js';
import { transcodes } from '../videos/schema.js';
import {
  type CatalogueLecture,
  type CatalogueSnapshot,
  inCatalogueOrder,
  snapshotOf,
  type Titled,
} from './catalogue-snapshot.js';
import { lectures, lectureTags } from './schema.js';
import { activeForMembers } from './visibility.js';

/** The live lectures of `ids` (all of them without), with their course, category, tags and ladder; unordered. */
export async function loadEntries(db: Executor, ids?: number[]): Promise<CatalogueLecture[]> {
  const titled = { id: courses.id, title: courses.title, status: courses.status };
  const [rows, tagRows] = await Promise.all([
    db
      .select({
        lecture: lectures,
        course: titled,
        category: { id: categories.id, title: categories.title, status: categories.status },
        hlsKey: transcodes.hlsKey,
        hasStoryboard: transcodes.hasStoryboard,
        // The members' rule as the SQL queries apply it, so the snapshot cannot disagree with them.
        forMembers: sql<boolean>`${activeForMembers}`,
      })
      .from(lectures)
      .innerJoin(courses, eq(courses.id, lectures.courseId))
      .innerJoin(categories, eq(categories.id, lectures.categoryId))
      // A ladder once made keeps playing while it is made again.
      .leftJoin(transcodes, and(eq(transcodes.videoKey, lectures.videoKey), isNotNull(transcodes.hlsKey)))
      .where(and(isNull(lectures.deletedAt), ids && inArray(lectures.id, ids))),
    db
      .select({ lectureId: lectureTags.lectureId, id: tags.id, title: tags.title, status: tags.status })
      .from(lectureTags)
      .innerJoin(tags, eq(tags.id, lectureTags.tagId))
      .where(ids && inArray(lectureTags.lectureId, ids))
      .orderBy(asc(tags.id)),
  ]);
  const tagsOf = new Map<number, Titled[]>();
  for (const { lectureId, ...tag } of tagRows) tagsOf.set(lectureId, [...(tagsOf.get(lectureId) ?? []), tag]);
  return rows.map(({ lecture, course, category, hlsKey, hasStoryboard, forMembers }): CatalogueLecture => ({
    lecture,
    course,
    category,
    tags: tagsOf.get(lecture.id) ?? [],
    forMembers,
    searchName: lecture.name.toLowerCase(),
    ladder: hlsKey ? { hlsKey, hasStoryboard: hasStoryboard ?? false } : null,
  }));
}

/** The whole catalogue: every live lecture and every category. */
export async function loadCatalogue(db: Db): Promise<CatalogueSnapshot> {
  const [entries, categoryRows] = await Promise.all([
    loadEntries(db),
    db.select({ id: categories.id, title: categories.title, status: categories.status }).from(categories),
  ]);
  return snapshotOf(entries.sort(inCatalogueOrder), new Map(categoryRows.map((category) => [category.id, category])));
}
