export { LectureDecisions } from './lecture-decisions';
