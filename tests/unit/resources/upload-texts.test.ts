import { describe, expect, it } from 'vitest';
import { checkImage } from '../../../src/components/file-checks';
import { uploadPercent, uploadStatusText } from '../../../src/components/video-upload/use-video-upload';

describe('the upload messages', () => {
  it('says what the video upload is doing: uploading, complete or failed', () => {
    expect(uploadStatusText({ phase: 'idle' })).toBeNull();
    expect(
      uploadStatusText({ phase: 'uploading', fileName: 'a.mp4', progress: { sent: 1, total: 4, processing: false } }),
    ).toBe('Uploading a.mp4...');
    expect(
      uploadStatusText({
        phase: 'done',
        fileName: 'a.mp4',
        video: { videoUrl: '/media/videos/a.mp4', lectureLength: 12, poster: null },
      }),
    ).toBe('Upload Complete!');
    expect(uploadStatusText({ phase: 'failed', fileName: 'a.mp4', message: 'Chunk upload failed: 500' })).toBe(
      'Upload failed: Chunk upload failed: 500',
    );
    expect(
      uploadPercent({ phase: 'uploading', fileName: 'a.mp4', progress: { sent: 2, total: 4, processing: false } }),
    ).toBeLessThan(50);
  });

  it('refuses a picture that is not an image or over 5 MB before sending it', () => {
    expect(checkImage({ type: 'text/plain', size: 10 })).toBe('Please select a valid image file');
    expect(checkImage({ type: 'image/png', size: 5_242_881 })).toBe('File size exceeds 5MB');
    expect(checkImage({ type: 'image/jpeg', size: 5_242_880 })).toBeNull();
  });
});
