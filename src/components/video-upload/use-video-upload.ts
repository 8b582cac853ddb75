import { useCallback, useState } from 'react';
import { type UploadedVideo, type UploadProgress, uploadVideo } from './upload-video';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: UploadProgress }
  | { phase: 'done'; fileName: string; video: UploadedVideo }
  | { phase: 'failed'; fileName: string; message: string };

/** Spec §4 upload states: idle, uploading chunks, then complete or failed. */
export function useVideoUpload(onUploaded?: (video: UploadedVideo) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const start = useCallback(
    async (file: File) => {
      const fileName = file.name;
      setState({ phase: 'uploading', fileName, progress: { sent: 0, total: 1, processing: false } });
      try {
        const video = await uploadVideo(file, (progress) => setState({ phase: 'uploading', fileName, progress }));
        setState({ phase: 'done', fileName, video });
        onUploaded?.(video);
      } catch (error) {
        setState({ phase: 'failed', fileName, message: (error as Error).message });
      }
    },
    [onUploaded],
  );
  return { state, start, reset: () => setState({ phase: 'idle' }) };
}

/** The spec's upload messages for each state. */
export function uploadStatusText(state: UploadState): string | null {
  if (state.phase === 'uploading')
    return state.progress.processing ? `Processing ${state.fileName}...` : `Uploading ${state.fileName}...`;
  if (state.phase === 'done') return 'Upload Complete!';
  if (state.phase === 'failed') return `Upload failed: ${state.message}`;
  return null;
}

export const uploadPercent = (state: UploadState) =>
  state.phase === 'done'
    ? 100
    : state.phase === 'uploading'
      ? Math.round((state.progress.sent / Math.max(state.progress.total, 1)) * (state.progress.processing ? 100 : 95))
      : 0;
