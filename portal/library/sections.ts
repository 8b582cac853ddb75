import { INDEPENDENT_CATEGORY, isIndependent } from '../../common/catalogue';
import type { LectureRecord } from '../../providers/types';

export interface LibraryFilter {
  courseId: number;
  categoryId?: number;
  search: string;
}

export interface LibrarySections {
  independent: LectureRecord[];
  /** Null when the second section is hidden (category 5 selected). */
  other: { heading: string; lectures: LectureRecord[] } | null;
}

/**
 * docs/PRODUCT.md#content-library: the Independent lectures in their own section, the others under
 * `{course} {category or All}`; both limited to the course and the name search; the second
 * section hidden when category 5 is selected.
 */
export function librarySections(
  lectures: LectureRecord[],
  filter: LibraryFilter,
  names: { course: string; category?: string },
): LibrarySections {
  const search = filter.search.trim().toLowerCase();
  const inScope = lectures.filter(
    (lecture) => lecture.courseId === filter.courseId && lecture.name.toLowerCase().includes(search),
  );
  const independent = inScope.filter((lecture) => isIndependent(lecture.category));
  if (filter.categoryId === INDEPENDENT_CATEGORY.id) return { independent, other: null };
  const others = inScope.filter(
    (lecture) =>
      !isIndependent(lecture.category) && (filter.categoryId === undefined || lecture.categoryId === filter.categoryId),
  );
  return { independent, other: { heading: `${names.course} ${names.category ?? 'All'}`, lectures: others } };
}
