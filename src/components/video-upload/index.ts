export { VideoDropzone } from './video-dropzone';
export {
  carriedUpload,
  type FinishedUpload,
  useVideoUpload,
  uploadStatusText,
  type UploadState,
} from './use-video-upload';
export type { UploadedVideo } from './upload-video';
export { planChunks, missingChunks, runLimited } from './plan-chunks';
