import { MIB, UPLOAD_CHUNK_BYTES } from '../../../common/limits.js';

export const UPLOAD_TEXTS = {
  notMp4: 'Only MP4 videos are accepted',
  notPlayable: 'The file is not a playable MP4 video',
  tooLarge: 'The video is larger than the upload limit',
  badChunkSize: `Every chunk but the last must be exactly ${UPLOAD_CHUNK_BYTES / MIB} MiB`,
  mismatch: 'This upload was started with another number of chunks',
  noFile: 'Please select a video file',
  failed: 'The video could not be processed',
  unknown: 'No upload with this connectionId',
} as const;
