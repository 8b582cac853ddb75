export { LectureDetails, prefetchLecture } from './lecture-details-page';
