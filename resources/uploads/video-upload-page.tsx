import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { KIT_TEXTS } from '../../src/components/texts';
import { type FinishedUpload, useVideoUpload, VideoDropzone } from '../../src/components/video-upload';
import { formatLength } from '../shared/format';
import { GoButton } from '../shared/go-button';
import { StaffPage } from '../shared/staff-page';
import { TranscodeStatus } from '../shared/transcode';
import { useResourceLinks } from '../shared/use-resource-links';

/** The standalone large-file upload (docs/PRODUCT.md#video-upload): drag and drop one MP4, send it in chunks, see the result. */
export function VideoUploadPage() {
  const addLecture = useResourceLinks('lectures').create!;
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useVideoUpload();
  const uploading = upload.state.phase === 'uploading';

  const send = () => {
    setMissing(!file);
    if (file) void upload.start(file);
  };

  return (
    <StaffPage title="Video Upload">
      <Flex vertical gap={16}>
        <VideoDropzone
          state={upload.state}
          onFile={(picked) => {
            setFile(picked);
            setMissing(false);
            upload.reset();
          }}
        />
        {file && upload.state.phase === 'idle' && <Typography.Text>Selected: {file.name}</Typography.Text>}
        {missing && <Alert type="warning" role="alert" showIcon message={KIT_TEXTS.noVideo} />}
        <Flex gap={8}>
          {/* Once the video is in, the next step is the lecture: it takes the primary look. */}
          <Button
            type={upload.state.phase === 'done' ? 'default' : 'primary'}
            onClick={send}
            disabled={uploading}
            loading={uploading}
          >
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
          {upload.state.phase === 'done' && (
            // The form opens with this upload set: the server fills its length and poster (docs/API.md#uploads).
            <GoButton
              type="primary"
              to={addLecture}
              state={{
                upload: { fileName: upload.state.fileName, video: upload.state.video } satisfies FinishedUpload,
              }}
            >
              Add New Lecture
            </GoButton>
          )}
        </Flex>
        {upload.state.phase === 'done' && (
          <Descriptions
            column={1}
            bordered
            items={[
              {
                key: 'url',
                label: 'Video URL',
                children: <Typography.Text copyable>{upload.state.video.videoUrl}</Typography.Text>,
              },
              { key: 'length', label: 'Length', children: formatLength(upload.state.video.lectureLength) },
              { key: 'poster', label: 'Poster', children: upload.state.video.poster ?? '—' },
            ]}
          />
        )}
        {upload.state.phase === 'done' && <TranscodeStatus video={upload.state.video.videoUrl} />}
      </Flex>
    </StaffPage>
  );
}
