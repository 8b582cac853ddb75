import type { CourseRecord } from '../../providers/types';
import { clamped, type Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';

const TEXTS: ListTexts = {
  title: 'Course Management',
  caption: 'Courses',
  search: 'Search courses by title',
  add: 'Add New Course',
};
const COLUMNS: Field<CourseRecord>[] = [
  'title',
  ['description', 'Description', clamped(360)],
  ['lecturesCount', 'Lectures'],
  'status',
  'createdAt',
];

/** Course management: search by title, Add New Course, View and Edit. */
export const CourseList = () => (
  <ResourceList<CourseRecord>
    bulk={['activate', 'deactivate']}
    resource="courses"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['title', 'status', 'createdAt']}
    nameOf={(course) => course.title}
  />
);
