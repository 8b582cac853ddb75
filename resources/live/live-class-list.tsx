import type { LiveClassRecord } from '../../providers/types';
import { ToneBadge } from '../../src/components/status-badge';
import { DeleteAction } from '../shared/delete-action';
import type { Field } from '../shared/fields';
import { formatDateTime } from '../shared/format';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { CancelAction } from './cancel-action';

const TEXTS: ListTexts = {
  title: 'Live Classes',
  caption: 'Live classes',
  search: 'Search live classes by title',
  add: 'Add New Live Class',
};
const TONES = { scheduled: 'processing', live: 'error', ended: 'default', cancelled: 'warning' } as const;
const STATUS_TEXTS = { scheduled: 'Scheduled', live: 'Live now', ended: 'Ended', cancelled: 'Cancelled' } as const;

const COLUMNS: Field<LiveClassRecord>[] = [
  'title',
  ['startsAt', 'Starts', formatDateTime],
  ['durationMinutes', 'Minutes'],
  ['coach', 'Coach', (coach: LiveClassRecord['coach']) => coach.name],
  [
    'status',
    'Status',
    (status: LiveClassRecord['status']) => <ToneBadge tone={TONES[status]} text={STATUS_TEXTS[status]} />,
  ],
];

const rowExtra = (live: LiveClassRecord) => (
  <>
    <CancelAction live={live} />
    <DeleteAction resource="live" id={live.id} name={live.title} />
  </>
);

/** Live classes staff schedule: when, how long, who coaches, where each stands; cancelled or deleted from the row. */
export const LiveClassList = () => (
  <ResourceList<LiveClassRecord>
    resource="live"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['title', 'startsAt', 'status']}
    nameOf={(live) => live.title}
    rowExtra={rowExtra}
    exportable={false}
  />
);
