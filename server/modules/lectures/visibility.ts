import { and, isNull, type SQL, sql } from 'drizzle-orm';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import { lectures } from './schema.js';

export const liveLecture = isNull(lectures.deletedAt);

/**
 * A lecture is hidden from members while it is a draft, or when its course, category or any of its tags
 * is inactive (docs/API.md#records).
 */
export const activeForMembers = sql`not ${lectures.draft}
  and exists (select 1 from courses c where c.id = ${lectures.courseId} and c.status)
  and exists (select 1 from categories g where g.id = ${lectures.categoryId} and g.status)
  and not exists (select 1 from lecture_tags lt join tags t on t.id = lt.tag_id where lt.lecture_id = ${lectures.id} and not t.status)`;

/** The lectures this user may see: staff every live one, members the active ones. */
export function lecturesVisibleTo(user: AuthUser): SQL {
  return isStaff(user) ? liveLecture : and(liveLecture, activeForMembers)!;
}
