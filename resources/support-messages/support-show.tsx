import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { SupportRecord } from '../../providers/types';
import { type Field, orDash } from '../shared/fields';
import { formatDateTime } from '../shared/format';
import { GoButton } from '../shared/go-button';
import { ResourceShow } from '../shared/resource-show';
import type { ResourceLinks } from '../shared/use-resource-links';
import { asSupportStatus } from './support-status';

export const replyMailto = (message: Pick<SupportRecord, 'email' | 'title'>) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.title}`)}`;

const DETAILS: Field<SupportRecord>[] = [
  'name',
  'email',
  ['title', 'Subject'],
  'message',
  ['status', 'Status', asSupportStatus],
  ['createdAt', 'Received', formatDateTime],
  ['reply', 'Reply', orDash],
  ['repliedAt', 'Replied', formatDateTime],
];

const replyButtons = (message: SupportRecord, links: ResourceLinks) => (
  <>
    <Button icon={<MailOutlined />} href={replyMailto(message)}>
      Reply
    </Button>
    <GoButton type="primary" to={links.edit!(message.id)}>
      Write a reply
    </GoButton>
  </>
);

/** Message detail: name, email and message, a Reply mail link, and the written reply. */
export const SupportShow = () => (
  <ResourceShow<SupportRecord>
    resource="customer-support"
    title="Message Details"
    fields={DETAILS}
    extra={replyButtons}
  />
);
