import { useCallback, useState } from 'react';
import { type UploadedVideo, UploadProcessingError, type UploadProgress, uploadVideo } from './upload-video';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: UploadProgress }
  | { phase: 'done'; fileName: string; video: UploadedVideo }
  /** `processing`: the server refused the assembled file; else sending it failed. */
  | { phase: 'failed'; fileName: string; message: string; processing?: boolean };

/** A finished upload one screen hands to another (the router state of Video Upload → Add New Lecture). */
export interface FinishedUpload {
  fileName: string;
  video: UploadedVideo;
}

/** The finished upload a screen was opened with, if its router state carries one. */
export function carriedUpload(state: unknown): FinishedUpload | null {
  const upload = (state as { upload?: Partial<FinishedUpload> } | null)?.upload;
  return typeof upload?.fileName === 'string' && typeof upload.video?.videoUrl === 'string'
    ? { fileName: upload.fileName, video: upload.video }
    : null;
}

/** The upload's states: idle, uploading chunks, then complete or failed; `finished` starts it complete. */
export function useVideoUpload(onUploaded?: (video: UploadedVideo) => void, finished?: FinishedUpload | null) {
  const [state, setState] = useState<UploadState>(finished ? { phase: 'done', ...finished } : { phase: 'idle' });
  const start = useCallback(
    async (file: File) => {
      const fileName = file.name;
      setState({ phase: 'uploading', fileName, progress: { sent: 0, total: 1, processing: false } });
      try {
        const video = await uploadVideo(file, (progress) => setState({ phase: 'uploading', fileName, progress }));
        setState({ phase: 'done', fileName, video });
        onUploaded?.(video);
      } catch (error) {
        const processing = error instanceof UploadProcessingError;
        setState({ phase: 'failed', fileName, message: (error as Error).message, processing });
      }
    },
    [onUploaded],
  );
  return { state, start, reset: () => setState({ phase: 'idle' }) };
}

/** What the video upload says in each state; nothing while idle. */
export function uploadStatusText(state: UploadState): string | null {
  if (state.phase === 'uploading')
    return state.progress.processing ? `Processing ${state.fileName}...` : `Uploading ${state.fileName}...`;
  if (state.phase === 'done') return 'Upload Complete!';
  if (state.phase === 'failed') return state.processing ? `Error: ${state.message}` : `Upload failed: ${state.message}`;
  return null;
}

export const uploadPercent = (state: UploadState) =>
  state.phase === 'done'
    ? 100
    : state.phase === 'uploading'
      ? Math.round((state.progress.sent / Math.max(state.progress.total, 1)) * (state.progress.processing ? 100 : 95))
      : 0;
