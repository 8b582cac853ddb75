import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Select } from 'antd';
import { useState } from 'react';
import { DEFAULT_COURSE_ID, isIndependent } from '../../common/catalogue';
import { courseCategoriesQuery, coursesQuery } from '../../providers/catalogue-api';
import { SearchBox } from '../../src/components/search-box';
import { drawnAnswersHere, prefetchDrawn } from '../../src/drawing/drawn-answers';
import { PORTAL_TEXTS } from '../constants';
import { PageHeading } from '../shared/page-heading';
import { SectionSkeleton } from '../shared/section-skeleton';
import { CategorySection } from './category-section';
import { moduleSectionQueries, modulesQueries } from './modules-answers';

/** Opened on its address: drawn, every answer the page carries (its first reads' and then the sections'). */
export const prefetchModules = (queryClient: QueryClient) => {
  const drawn = drawnAnswersHere();
  return prefetchDrawn(queryClient, [...modulesQueries(), ...(drawn ? moduleSectionQueries(drawn) : [])]);
};

/** /lecture-management for members: course, category and search; a carousel per category. */
export function Modules() {
  const [courseId, setCourseId] = useState(DEFAULT_COURSE_ID);
  const [categoryId, setCategoryId] = useState<number>();
  const [search, setSearch] = useState('');
  const courses = useQuery(coursesQuery());
  const categories = useQuery(courseCategoriesQuery(courseId));
  // The Independent group lives in the Content Library, not in the module filters.
  const moduleCategories = (categories.data ?? []).filter((category) => !isIndependent(category));
  const shown = moduleCategories.filter((category) => categoryId === undefined || category.id === categoryId);
  const course = courses.data?.find((c) => c.id === courseId);

  return (
    <>
      <PageHeading title={course?.title ?? 'Modules'} />
      <Flex gap={12} wrap style={{ marginBottom: 24 }}>
        <Select
          aria-label="Course"
          // Until the courses arrive the select would show the bare id.
          value={course ? courseId : undefined}
          disabled={!course}
          style={{ minWidth: 240 }}
          options={(courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
          onChange={(value) => {
            setCourseId(value);
            setCategoryId(undefined);
          }}
        />
        <Select
          aria-label="Category"
          allowClear
          placeholder={PORTAL_TEXTS.selectCategory}
          value={categoryId}
          style={{ minWidth: 200 }}
          options={moduleCategories.map((c) => ({ value: c.id, label: c.title }))}
          onChange={(value?: number) => setCategoryId(value)}
        />
        <SearchBox label="Search modules by name" value={search} onChange={setSearch} />
      </Flex>
      {(courses.error || categories.error) && (
        <Alert type="error" showIcon role="alert" message={(courses.error ?? categories.error)?.message} />
      )}
      {categories.isPending && <SectionSkeleton />}
      {categories.data && shown.length === 0 && <Empty description="No modules yet" />}
      {shown.map((category, index) => (
        <CategorySection
          key={`${courseId}-${category.id}`}
          category={category}
          courseId={courseId}
          search={search}
          leading={index === 0}
        />
      ))}
    </>
  );
}
