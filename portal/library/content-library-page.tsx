import { type QueryClient, useQueries } from '@tanstack/react-query';
import { Alert, Flex, Select } from 'antd';
import { useState } from 'react';
import { DEFAULT_COURSE_ID, INDEPENDENT_CATEGORY } from '../../common/catalogue';
import type { ReadJson } from '../../providers/api-calls';
import { categoriesQuery, coursesQuery } from '../../providers/catalogue-api';
import { lecturesQuery } from '../../providers/lectures-api';
import { allAnswered } from '../../src/components/all-answered';
import { SearchBox } from '../../src/components/search-box';
import { prefetchDrawn } from '../../src/drawing/drawn-answers';
import { PORTAL_TEXTS } from '../constants';
import { PageHeading } from '../shared/page-heading';
import { SectionSkeleton } from '../shared/section-skeleton';
import { LectureGrid } from './lecture-grid';
import { librarySections } from './sections';

/** The library's reads, through `read` (the browser's client by default, or the server drawing the page). */
export const libraryQueries = (read?: ReadJson) =>
  [coursesQuery(read), categoriesQuery(read), lecturesQuery({}, read)] as const;

export const prefetchLibrary = (queryClient: QueryClient) => prefetchDrawn(queryClient, libraryQueries());

/** /content-library: the Independent section and `{course} {category or All}` (docs/PRODUCT.md#content-library). */
export function ContentLibraryPage() {
  const [courseId, setCourseId] = useState(DEFAULT_COURSE_ID);
  const [categoryId, setCategoryId] = useState<number>();
  const [search, setSearch] = useState('');
  const { data, error } = useQueries({
    queries: libraryQueries(),
    combine: allAnswered,
  });
  const [courses, categories, lectures] = data ?? [[], [], []];
  const course = courses.find((c) => c.id === courseId);
  const category = categories.find((c) => c.id === categoryId);
  const sections = librarySections(
    lectures,
    { courseId, categoryId, search },
    { course: course?.title ?? '', category: category?.title },
  );

  return (
    <>
      <PageHeading title="Content Library" />
      <Flex gap={12} wrap style={{ marginBottom: 24 }}>
        <SearchBox label="Search the library by name" value={search} onChange={setSearch} />
        <Select
          aria-label="Course"
          // Until the courses arrive the select would show the bare id.
          value={course ? courseId : undefined}
          disabled={!course}
          style={{ minWidth: 240 }}
          options={courses.map((c) => ({ value: c.id, label: c.title }))}
          onChange={setCourseId}
        />
        <Select
          aria-label="Category"
          allowClear
          placeholder={PORTAL_TEXTS.selectCategory}
          value={categoryId}
          style={{ minWidth: 200 }}
          options={categories.map((c) => ({ value: c.id, label: c.title }))}
          onChange={(value?: number) => setCategoryId(value)}
        />
      </Flex>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!data && !error && <SectionSkeleton />}
      {data && (
        <>
          <LectureGrid id="library-independent" title={INDEPENDENT_CATEGORY.title} lectures={sections.independent} />
          {sections.other && (
            <LectureGrid id="library-other" title={sections.other.heading} lectures={sections.other.lectures} />
          )}
        </>
      )}
    </>
  );
}
