import { and, asc, count, eq, exists } from 'drizzle-orm';
import { z } from 'zod';
import { isStaff } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../plugins/auth.js';
import { courseIdParams, titledRecord } from '../../schemas/index.js';
import { lectures } from '../lectures/schema.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import type { ApiModule } from '../module.js';
import { categories } from './schema.js';
import { titledResourceModule } from './titled-resource.js';

async function categoryUsage(db: Db, id: number) {
  const [row] = await db
    .select({ all: count(), deleted: count(lectures.deletedAt) })
    .from(lectures)
    .where(eq(lectures.categoryId, id));
  return { all: row.all, live: row.all - row.deleted };
}

const titled = titledResourceModule({
  path: 'category',
  label: 'Category',
  plural: 'categories',
  exportFile: 'categories',
  table: categories,
  usage: categoryUsage,
});

export const categoriesModule: ApiModule = {
  ...titled,
  async member(api) {
    const { db } = api.deps;
    // Registered before the shared routes: a static segment beats `/category/:id` anyway.
    api.get(
      '/category/by-course/:courseId',
      { schema: { tags: ['category'], params: courseIdParams, response: { 200: z.array(titledRecord) } } },
      async (request) => {
        const user = currentUser(request);
        const hasLectures = exists(
          db
            .select({ id: lectures.id })
            .from(lectures)
            .where(
              and(
                eq(lectures.categoryId, categories.id),
                eq(lectures.courseId, request.params.courseId),
                lecturesVisibleTo(user),
              ),
            ),
        );
        return db
          .select({ id: categories.id, title: categories.title, status: categories.status })
          .from(categories)
          .where(and(hasLectures, isStaff(user) ? undefined : eq(categories.status, true)))
          .orderBy(asc(categories.id));
      },
    );
    await titled.member!(api);
  },
};
