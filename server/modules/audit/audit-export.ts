import { sqlExport } from '../shared/csv-export.js';
import { auditLog } from './schema.js';

/** The Audit log as CSV. */
export const auditExport = sqlExport<typeof auditLog.$inferSelect>({
  fields: {
    id: auditLog.id,
    createdAt: auditLog.createdAt,
    actorId: auditLog.actorId,
    actorEmail: auditLog.actorEmail,
    address: auditLog.address,
    resource: auditLog.resource,
    recordId: auditLog.recordId,
    action: auditLog.action,
    before: auditLog.before,
    after: auditLog.after,
  },
  from: auditLog,
  columns: [
    ['When', (row) => new Date(row.createdAt).toISOString()],
    ['Staff member', (row) => row.actorEmail],
    ['Address', (row) => row.address ?? ''],
    ['Resource', (row) => row.resource],
    ['Record', (row) => row.recordId],
    ['Action', (row) => row.action],
    ['Before', (row) => JSON.stringify(row.before ?? null)],
    ['After', (row) => JSON.stringify(row.after ?? null)],
  ],
});
