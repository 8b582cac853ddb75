import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lectures, lectureTags } from '../lectures/schema.js';
import { tags } from './schema.js';
import { titledResourceModule } from './titled-resource.js';

async function tagUsage(db: Db, id: number) {
  const [row] = await db
    .select({ all: count(), deleted: count(lectures.deletedAt) })
    .from(lectureTags)
    .innerJoin(lectures, eq(lectures.id, lectureTags.lectureId))
    .where(eq(lectureTags.tagId, id));
  return { all: row.all, live: row.all - row.deleted };
}

/** A deleted lecture loses nothing by forgetting a tag. */
async function detachDeleted(db: Db, id: number) {
  const deleted = db.select({ id: lectures.id }).from(lectures).where(isNotNull(lectures.deletedAt));
  await db.delete(lectureTags).where(and(eq(lectureTags.tagId, id), inArray(lectureTags.lectureId, deleted)));
}

export const tagsModule = titledResourceModule({
  path: 'tags',
  label: 'Tag',
  plural: 'tags',
  exportFile: 'tags',
  table: tags,
  usage: tagUsage,
  detachDeleted,
});
