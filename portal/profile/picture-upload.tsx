import { EditOutlined } from '@ant-design/icons';
import { Avatar, Flex, theme, Typography } from 'antd';
import { useId, useState } from 'react';
import { uploadImage } from '../../providers/profile-api';
import { checkImage } from '../../src/components/file-checks';
import { KIT_TEXTS } from '../../src/components/texts';

export interface PictureUploadProps {
  value?: string | null;
  fallback: string;
  onChange?(url: string): void;
  onBusyChange?(busy: boolean): void;
}

/** The profile picture with an `Edit` label that opens the file picker and uploads at once. */
export function PictureUpload({ value, fallback, onChange, onBusyChange }: PictureUploadProps) {
  const inputId = useId();
  const { token } = theme.useToken();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const found = checkImage(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    onBusyChange?.(true);
    try {
      onChange?.((await uploadImage(file)).imageUrl);
    } catch {
      setProblem(KIT_TEXTS.uploadFailed);
    } finally {
      setUploading(false);
      onBusyChange?.(false);
    }
  };

  return (
    <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
      <Avatar size={112} src={value || fallback} alt="Profile picture" />
      <label
        htmlFor={inputId}
        style={{ cursor: 'pointer', color: token.colorLink, display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        <EditOutlined aria-hidden /> Edit
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {' '}
          profile picture
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        onChange={(event) => void pick(event.target.files?.[0])}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
      />
      {uploading && <Typography.Text role="status">{KIT_TEXTS.uploading}</Typography.Text>}
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
