export { VideoDropzone } from './video-dropzone';
export { carriedUpload, type FinishedUpload, useVideoUpload, type UploadState } from './use-video-upload';
export type { UploadedVideo } from './upload-video';
