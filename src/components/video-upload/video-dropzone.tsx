import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Progress, Typography, Upload } from 'antd';
import { uploadPercent, uploadStatusText, type UploadState } from './use-video-upload';

export const VIDEO_TEXTS = { noVideo: 'Please select a video file', mp4Only: 'Please select an MP4 video file' } as const;

const isMp4 = (file: File) => file.type === 'video/mp4' || file.name.toLowerCase().endsWith('.mp4');

export interface VideoDropzoneProps {
  state: UploadState;
  onFile(file: File): void;
  disabled?: boolean;
}

/** Drag and drop (or pick) one MP4; shows the upload's progress and the spec's messages. */
export function VideoDropzone({ state, onFile, disabled = false }: VideoDropzoneProps) {
  const { message } = App.useApp();
  const status = uploadStatusText(state);
  return (
    <>
      <Upload.Dragger
        accept="video/mp4,.mp4"
        multiple={false}
        showUploadList={false}
        disabled={disabled || state.phase === 'uploading'}
        beforeUpload={(file) => {
          if (isMp4(file)) onFile(file);
          else void message.error(VIDEO_TEXTS.mp4Only);
          return Upload.LIST_IGNORE;
        }}
        aria-label="Video file: drop an MP4 here or press Enter to choose one"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <Typography.Text>Drag and drop an MP4 video here, or click to choose one</Typography.Text>
      </Upload.Dragger>
      {state.phase !== 'idle' && (
        <div style={{ marginTop: 12 }} aria-live="polite">
          <Progress percent={uploadPercent(state)} status={state.phase === 'failed' ? 'exception' : state.phase === 'done' ? 'success' : 'active'} aria-label="Upload progress" />
          {status && <Alert type={state.phase === 'failed' ? 'error' : state.phase === 'done' ? 'success' : 'info'} message={status} showIcon />}
        </div>
      )}
    </>
  );
}
