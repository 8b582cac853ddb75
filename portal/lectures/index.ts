export { LectureDetails } from './lecture-details-page';
