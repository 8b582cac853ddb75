import type { SupportRecord } from '../../providers/types';
import { ToneBadge } from '../../src/components/status-badge';

export const SUPPORT_STATUS_LABELS: Record<SupportRecord['status'], string> = { open: 'Open', resolved: 'Resolved' };

export function SupportStatusTag({ status }: { status: SupportRecord['status'] }) {
  return <ToneBadge tone={status === 'open' ? 'warning' : 'success'} text={SUPPORT_STATUS_LABELS[status]} />;
}

export const asSupportStatus = (status: SupportRecord['status']) => <SupportStatusTag status={status} />;
