import { sqlExport } from '../shared/csv-export.js';
import { promotions } from './schema.js';

type PromotionRow = Pick<typeof promotions.$inferSelect, 'id' | 'title' | 'description' | 'startsAt' | 'endsAt'> & {
  createdAt: Date;
};

/** The promotion list as CSV. */
export const promotionsExport = sqlExport<PromotionRow>({
  fields: {
    id: promotions.id,
    title: promotions.title,
    description: promotions.description,
    startsAt: promotions.startsAt,
    endsAt: promotions.endsAt,
    createdAt: promotions.createdAt,
  },
  from: promotions,
  columns: [
    ['ID', (p) => p.id],
    ['Title', (p) => p.title],
    ['Description', (p) => p.description],
    ['Starts', (p) => p.startsAt],
    ['Ends', (p) => p.endsAt],
    ['Created On', (p) => p.createdAt],
  ],
});
