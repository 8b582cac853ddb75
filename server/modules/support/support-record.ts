import type { SupportRecord } from '../../schemas/index.js';
import type { SupportRow } from './support-store.js';

/** Where a request stands for staff: a sent reply shows, not only the status they set (open or resolved). */
export const stateOf = (row: Pick<SupportRow, 'status' | 'repliedAt'>): SupportRecord['state'] =>
  row.status === 'resolved' ? 'resolved' : row.repliedAt ? 'replied' : 'open';

export function toSupportRecord(row: SupportRow): SupportRecord {
  return {
    ...row,
    state: stateOf(row),
    title: row.title as SupportRecord['title'],
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
