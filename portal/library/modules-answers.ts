import { DEFAULT_COURSE_ID, isIndependent } from '../../common/catalogue';
import type { ReadJson } from '../../providers/api-calls';
import { courseCategoriesQuery, coursesQuery } from '../../providers/catalogue-api';
import { byCategoryQuery } from '../../providers/library-api';
import type { CategoryRecord } from '../../providers/types';

// Modules' reads, for the browser's screen and the server drawing it alike (src/drawing/draw-page.tsx).

/** The page's first reads as it opens on the default course: the courses and the course's categories. */
export const modulesQueries = (read?: ReadJson) =>
  [coursesQuery(read), courseCategoriesQuery(DEFAULT_COURSE_ID, read)] as const;

/** Then each of the course's module categories' lectures, one carousel each. */
export const moduleSectionQueries = ([, categories]: readonly unknown[], read?: ReadJson) =>
  (categories as CategoryRecord[])
    .filter((category) => !isIndependent(category))
    .map((category) => byCategoryQuery(category.id, DEFAULT_COURSE_ID, read));
