import { sql } from 'drizzle-orm';
import type { SupportRecord } from '../../schemas/index.js';
import { supportMessages } from './schema.js';

type SupportRow = Pick<typeof supportMessages.$inferSelect, 'status' | 'repliedAt'>;

/** Where a request stands for staff: a sent reply shows, not only the status they set (open or resolved). */
export const stateOf = (row: SupportRow): SupportRecord['state'] =>
  row.status === 'resolved' ? 'resolved' : row.repliedAt ? 'replied' : 'open';

/** The same in SQL, open then replied then resolved, so the list sorts by it. */
export const stateOrder = sql`case when ${supportMessages.status} = 'resolved' then 2 when ${supportMessages.repliedAt} is not null then 1 else 0 end`;
