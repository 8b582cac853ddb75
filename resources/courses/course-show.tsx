import type { CourseRecord } from '../../providers/types';
import type { Field } from '../shared/fields';
import { ResourceShow } from '../shared/resource-show';
import { statusSwitch } from '../shared/status-controls';

const DETAILS: Field<CourseRecord>[] = [
  'title',
  'description',
  ['lecturesCount', 'Lectures'],
  ['status', 'Status', statusSwitch<CourseRecord>('courses', 'course', (course) => course.title)],
];

/** Course details: title, description and the Active/Inactive toggle (with confirmation). */
export const CourseShow = () => (
  <ResourceShow<CourseRecord> resource="courses" title="Course Details" fields={DETAILS} />
);
