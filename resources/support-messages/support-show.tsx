import { MailOutlined } from '@ant-design/icons';
import { useShow } from '@refinedev/core';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { SupportRecord } from '../../providers/types';
import { DetailsList } from '../shared/details-list';
import { formatDateTime } from '../shared/format';
import { StaffPage } from '../shared/staff-page';
import { SupportStatusTag } from './support-status';

export const replyMailto = (message: Pick<SupportRecord, 'email' | 'title'>) => `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.title}`)}`;

/** Spec §2 Message detail: name, email and message, a Reply mail link, and the written reply. */
export function SupportShow() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<SupportRecord>({ resource: 'customer-support', id });
  const message = query.data?.data;
  return (
    <StaffPage
      title="Message Details"
      backTo="/customer-support"
      extra={
        message && (
          <>
            <Button icon={<MailOutlined />} href={replyMailto(message)}>
              Reply
            </Button>
            <Button type="primary" onClick={() => navigate(`/edit-message/${message.id}`)}>
              Write a reply
            </Button>
          </>
        )
      }
    >
      <DetailsList
        loading={query.isLoading}
        error={query.error?.message}
        items={
          message
            ? [
                { label: 'Name', value: message.name },
                { label: 'Email', value: message.email },
                { label: 'Subject', value: message.title },
                { label: 'Message', value: message.message },
                { label: 'Status', value: <SupportStatusTag status={message.status} /> },
                { label: 'Received', value: formatDateTime(message.createdAt) },
                { label: 'Reply', value: message.reply ?? '—' },
                { label: 'Replied', value: formatDateTime(message.repliedAt) },
              ]
            : []
        }
      />
    </StaffPage>
  );
}
