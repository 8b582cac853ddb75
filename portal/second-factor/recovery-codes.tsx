import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, theme } from 'antd';
import { notify } from '../../providers/notification-provider';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';

/** Recovery codes as they are shown once: a list to copy or download, and why to keep it. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { token } = theme.useToken();
  const asText = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard.writeText(asText);
    notify.success(TEXTS.copied);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${asText}\n`], { type: 'text/plain' }));
    link.download = TEXTS.codesFile;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon message={TEXTS.codesHelp} />
      <ul
        aria-label={TEXTS.codesTitle}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 8,
          listStyle: 'none',
          margin: 0,
          padding: 12,
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeLG,
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadius,
          color: token.colorText,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Space wrap>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy().catch(() => undefined)}>
          {TEXTS.copy}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {TEXTS.download}
        </Button>
      </Space>
    </Flex>
  );
}
