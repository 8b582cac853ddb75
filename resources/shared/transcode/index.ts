export { TranscodeStatus, TRANSCODE_LABELS } from './transcode-status';
