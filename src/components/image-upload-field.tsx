import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { httpClient } from '../../providers/http-client';
import type { ImageUploadResponse } from '../../providers/types';
import { checkImage } from './file-checks';
import { KIT_TEXTS } from './texts';

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
      const { data } = await httpClient.post<ImageUploadResponse>('image-upload', body, { silent: true });
      onChange?.(data.imageUrl);
    } catch {
      // One text for every failed picture upload, whatever went wrong, in red under the button.
      setError(KIT_TEXTS.uploadFailed);
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
        <Button icon={<UploadOutlined />} loading={busy}>
          {busy ? KIT_TEXTS.uploading : `${value ? 'Change' : 'Choose'} ${label.toLowerCase()}`}
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
