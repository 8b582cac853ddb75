export { LecturePlayer } from './lecture-player';
