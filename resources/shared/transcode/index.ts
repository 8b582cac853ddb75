export { TranscodeStatus } from './transcode-status';
