import { Flex, Typography } from 'antd';
import type { SupportRecord } from '../../providers/types';
import { ToneBadge } from '../../src/components/status-badge';
import { formatDateTime } from '../shared/format';

export const SUPPORT_STATUS_LABELS: Record<SupportRecord['status'], string> = { open: 'Open', resolved: 'Resolved' };

const STATES = {
  open: { text: 'Open', tone: 'warning' },
  replied: { text: 'Replied', tone: 'processing' },
  resolved: { text: 'Resolved', tone: 'success' },
} as const;

/** Where a request stands, and when it was replied to: a reply no longer leaves it reading "Open". */
export function SupportState({ record }: { record: Pick<SupportRecord, 'state' | 'repliedAt'> }) {
  const { text, tone } = STATES[record.state];
  return (
    <Flex vertical>
      <ToneBadge tone={tone} text={text} />
      {record.repliedAt && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {record.state === 'replied' ? '' : 'Replied '}
          {formatDateTime(record.repliedAt)}
        </Typography.Text>
      )}
    </Flex>
  );
}

export const asSupportState = (_: SupportRecord['state'], record: SupportRecord) => <SupportState record={record} />;
