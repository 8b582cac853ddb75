export { CourseList } from './course-list';
export { CourseCreate, CourseEdit } from './course-form';
export { CourseShow } from './course-show';
