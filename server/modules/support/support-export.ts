import { sqlExport } from '../shared/csv-export.js';
import { supportMessages } from './schema.js';

type SupportRow = Omit<typeof supportMessages.$inferSelect, 'userId'>;

/** The support message list as CSV. */
export const supportExport = sqlExport<SupportRow>({
  fields: {
    id: supportMessages.id,
    name: supportMessages.name,
    email: supportMessages.email,
    title: supportMessages.title,
    message: supportMessages.message,
    status: supportMessages.status,
    reply: supportMessages.reply,
    repliedAt: supportMessages.repliedAt,
    createdAt: supportMessages.createdAt,
  },
  from: supportMessages,
  columns: [
    ['ID', (m) => m.id],
    ['Name', (m) => m.name],
    ['Email', (m) => m.email],
    ['Subject', (m) => m.title],
    ['Message', (m) => m.message],
    ['Status', (m) => m.status],
    ['Reply', (m) => m.reply],
    ['Replied On', (m) => m.repliedAt],
    ['Created On', (m) => m.createdAt],
  ],
});
