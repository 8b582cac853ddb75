import { activeOrInactive, sqlExport } from '../shared/csv-export.js';
import type { categories, tags } from './schema.js';

interface TitledRow {
  id: number;
  title: string;
  status: boolean;
}

/** A category or tag list as CSV. */
export const titledExport = (table: typeof categories | typeof tags) =>
  sqlExport<TitledRow>({
    fields: { id: table.id, title: table.title, status: table.status },
    from: table,
    columns: [
      ['ID', (t) => t.id],
      ['Title', (t) => t.title],
      ['Status', (t) => activeOrInactive(t.status)],
    ],
  });
