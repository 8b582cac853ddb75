import { Form, Input, Radio } from 'antd';
import { MAX_MEDIA_REFERENCE } from '../../common/limits';
import { type UploadState, VideoDropzone } from '../../src/components/video-upload';
import { TranscodeStatus } from '../shared/transcode';

export type VideoMode = 'keep' | 'upload' | 'url';

export interface VideoSourceFieldProps {
  mode: VideoMode;
  onMode(mode: VideoMode): void;
  /** Editing offers to keep the current video. */
  canKeep: boolean;
  upload: { state: UploadState; start(file: File): void };
}

/** Where a lecture's video comes from: a chunked upload or a video URL (or, when editing, the current one). */
export function VideoSourceField({ mode, onMode, canKeep, upload }: VideoSourceFieldProps) {
  const options = [
    ...(canKeep ? [{ value: 'keep', label: 'Keep current video' }] : []),
    { value: 'upload', label: 'Upload video' },
    { value: 'url', label: 'Video URL' },
  ];
  return (
    <Form.Item label="Video" required>
      <Radio.Group
        value={mode}
        onChange={(event) => onMode(event.target.value as VideoMode)}
        options={options}
        optionType="button"
        aria-label="Video source"
        style={{ marginBottom: 12 }}
      />
      {mode === 'upload' && <VideoDropzone state={upload.state} onFile={upload.start} />}
      {mode === 'upload' && upload.state.phase === 'done' && (
        <div style={{ marginTop: 12 }}>
          <TranscodeStatus video={upload.state.video.videoUrl} />
        </div>
      )}
      {mode === 'url' && (
        <Form.Item
          label="Video URL"
          name="videoUrl"
          rules={[{ required: true, whitespace: true, message: 'Please fill all the required fields' }]}
          style={{ marginBottom: 0 }}
        >
          <Input type="url" placeholder="https://…" maxLength={MAX_MEDIA_REFERENCE} />
        </Form.Item>
      )}
    </Form.Item>
  );
}
