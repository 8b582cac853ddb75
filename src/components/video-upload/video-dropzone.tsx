import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Progress, Typography, Upload } from 'antd';
import { checkVideo } from '../file-checks';
import { uploadPercent, type UploadState, uploadStatusText } from './use-video-upload';

export interface VideoDropzoneProps {
  state: UploadState;
  onFile(file: File): void;
  disabled?: boolean;
}

/** Drag and drop (or pick) one MP4; shows the upload's progress and what it is doing. */
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
          const problem = checkVideo(file);
          if (problem) void message.error(problem);
          else onFile(file);
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
          <Progress
            percent={uploadPercent(state)}
            status={state.phase === 'failed' ? 'exception' : state.phase === 'done' ? 'success' : 'active'}
            aria-label="Upload progress"
          />
          {status && (
            <Alert
              type={state.phase === 'failed' ? 'error' : state.phase === 'done' ? 'success' : 'info'}
              message={status}
              description={
                state.phase === 'uploading' && state.progress.resumed
                  ? `Resumed: ${state.progress.resumed} of ${state.progress.total} chunks were already on the server`
                  : undefined
              }
              showIcon
            />
          )}
        </div>
      )}
    </>
  );
}
