import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { httpClient } from '../../providers/http-client';

export const IMAGE_TEXTS = {
  invalid: 'Please select a valid image file',
  tooLarge: 'File size exceeds 5MB',
  failed: 'An error occurred during the upload. Please try again.',
  uploading: 'Uploading...',
} as const;
/** Spec §9: pictures up to 5 MB (5242880 bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;

/** The spec's picture checks, before anything is sent. */
export function checkImage(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TEXTS.invalid;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TEXTS.tooLarge;
  return null;
}

export interface ImageUploadFieldProps {
  /** The stored image's URL (a Form.Item passes it). */
  value?: string | null;
  onChange?(url: string | null): void;
  label: string;
}

/** Picks a picture, checks it, sends it to `image-upload` and keeps the returned URL. */
export function ImageUploadField({ value, onChange, label }: ImageUploadFieldProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    const problem = checkImage(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const { data } = await httpClient.post<{ imageUrl: string }>('image-upload', body, { silent: true });
      onChange?.(data.imageUrl);
    } catch (failure) {
      setError(toApiError(failure).message || IMAGE_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      {value && <Image src={value} alt={`${label} preview`} width={160} style={{ objectFit: 'cover' }} />}
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} aria-label={`Choose ${label.toLowerCase()}`}>
          {busy ? IMAGE_TEXTS.uploading : value ? 'Change image' : 'Choose image'}
        </Button>
      </Upload>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
