import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../providers/api-error';
import { httpClient } from '../../../providers/http-client';
import { ImageUploadField } from '../../../src/components/image-upload-field';
import { useVideoUpload, VideoDropzone } from '../../../src/components/video-upload';
import { UploadProcessingError, uploadVideo } from '../../../src/components/video-upload/upload-video';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/http-client'), { httpClient: { post: vi.fn() } });
replaceInModule(await import('../../../src/components/video-upload/upload-video'), { uploadVideo: vi.fn() });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const MP4 = new File([new Uint8Array(16)], 'hand.mp4', { type: 'video/mp4' });

/** The upload widget as the staff screens use it: the hook's state in the dropzone. */
function Widget() {
  const upload = useVideoUpload();
  return (
    <App>
      <VideoDropzone state={upload.state} onFile={upload.start} />
    </App>
  );
}

async function dropVideo() {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [MP4] } });
  });
}

describe('the upload widget', () => {
  it('shows "Upload failed: {message}" when sending the chunks fails', async () => {
    vi.mocked(uploadVideo).mockRejectedValue(new Error('Chunk upload failed: 500'));
    render(<Widget />);
    await dropVideo();
    await screen.findByText('Upload failed: Chunk upload failed: 500');
  });

  it('shows "Error: {message}" when the server reports an error for the assembled file', async () => {
    vi.mocked(uploadVideo).mockRejectedValue(new UploadProcessingError('The file is not a playable MP4'));
    render(<Widget />);
    await dropVideo();
    await screen.findByText('Error: The file is not a playable MP4');
    expect(screen.queryByText(/Upload failed/)).toBeNull();
  });
});

describe('the staff picture field', () => {
  it('shows the product text in red when the upload fails, not the server message', async () => {
    vi.mocked(httpClient.post).mockRejectedValue(new ApiError('Request body is too large', 413));
    render(<ImageUploadField label="Poster" />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const picture = new File([new Uint8Array(16)], 'cover.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [picture] } });
    });
    const error = await screen.findByText('An error occurred during the upload. Please try again.');
    await waitFor(() => expect(error.className).toContain('ant-typography-danger'));
    expect(screen.queryByText('Request body is too large')).toBeNull();
  });
});
