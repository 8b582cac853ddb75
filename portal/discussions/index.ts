export { LectureDiscussion } from './lecture-discussion';
