import { MailOutlined } from '@ant-design/icons';
import type { SupportRecord } from '../../providers/types';
import { type Field, orDash } from '../shared/fields';
import { formatDateTime } from '../shared/format';
import { GoButton } from '../shared/go-button';
import { ResourceShow } from '../shared/resource-show';
import type { ResourceLinks } from '../shared/use-resource-links';
import { asSupportState } from './support-status';

const DETAILS: Field<SupportRecord>[] = [
  'name',
  'email',
  ['title', 'Subject'],
  'message',
  ['state', 'Status', asSupportState],
  ['createdAt', 'Received', formatDateTime],
  ['reply', 'Reply', orDash],
];

/**
 * The one reply action: the reply written here is mailed to the account's address and marks the
 * request replied (a mail sent from the staff's own mail program would leave it reading "Open").
 */
const replyButton = (message: SupportRecord, links: ResourceLinks) => (
  <GoButton type="primary" icon={<MailOutlined />} to={links.edit!(message.id)}>
    Reply
  </GoButton>
);

/** Message detail: name, email and message, where the request stands, its Reply action and the written reply. */
export const SupportShow = () => (
  <ResourceShow<SupportRecord>
    resource="customer-support"
    title="Message Details"
    fields={DETAILS}
    extra={replyButton}
  />
);
