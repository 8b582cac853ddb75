import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { courseIdParams, titledRecord } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { categoriesOfCourse, categoryStore } from './catalogue-store.js';
import { titledResourceModule } from './titled-routes.js';

const titled = titledResourceModule({
  path: 'category',
  plural: 'categories',
  exportFile: 'categories',
  store: categoryStore,
});

export const categoriesModule: ApiModule = {
  ...titled,
  async member(api) {
    const { db } = api.deps;
    // Registered before the shared routes: a static segment beats `/category/:id` anyway.
    api.get(
      '/category/by-course/:courseId',
      { schema: { tags: ['category'], params: courseIdParams, response: { 200: z.array(titledRecord) } } },
      async (request) => categoriesOfCourse(db, currentUser(request), request.params.courseId),
    );
    await titled.member!(api);
  },
};
