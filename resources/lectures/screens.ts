export { LectureList } from './lecture-list';
export { LectureShow } from './lecture-show';
export { LectureCreate, LectureEdit } from './lecture-form';
