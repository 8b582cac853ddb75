import { quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { CategoryRecord, CourseRecord } from './types';

export const catalogueKeys = {
  courses: ['catalogue', 'courses'] as const,
  categories: ['catalogue', 'categories'] as const,
  categoriesOf: (courseId: number) => ['catalogue', 'categories', courseId] as const,
};

export const coursesQuery = (read: ReadJson = quietGet) =>
  memberQuery(catalogueKeys.courses, () => read<CourseRecord[]>('courses'));

export const categoriesQuery = (read: ReadJson = quietGet) =>
  memberQuery(catalogueKeys.categories, () => read<CategoryRecord[]>('category'));

export const courseCategoriesQuery = (courseId: number, read: ReadJson = quietGet) =>
  memberQuery(catalogueKeys.categoriesOf(courseId), () => read<CategoryRecord[]>(`category/by-course/${courseId}`));
