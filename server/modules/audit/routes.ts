import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { mayUse, rulesFor } from '../../access/staff-rules.js';
import { MESSAGES } from '../../constants.js';
import { forbidden } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { auditEntry, auditQuery, historyParams, isoDate, staffAccess } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { registerSqlExport, sqlExport } from '../shared/csv-export.js';
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { auditLog } from './schema.js';

const tags = ['audit log (staff)'];
type AuditQuery = z.infer<typeof auditQuery>;
const sortable = { id: auditLog.id, createdAt: auditLog.createdAt };
const DAY_MS = 24 * 3600_000;

/** Where a range ends: after a day, counted whole; at an instant, excluded. */
const rangeEnd = (to: string) => new Date(new Date(to).getTime() + (isoDate.safeParse(to).success ? DAY_MS : 0));

/** The Audit log's filter, newest first, shared by the list and its CSV export. */
function auditFilter(query: AuditQuery): ListFilter<keyof typeof sortable> {
  const conditions: (SQL | undefined)[] = [
    query.actorId === undefined ? undefined : eq(auditLog.actorId, query.actorId),
    query.resource === undefined ? undefined : eq(auditLog.resource, query.resource),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.recordId === undefined ? undefined : eq(auditLog.recordId, query.recordId),
    query.from === undefined ? undefined : gte(auditLog.createdAt, new Date(query.from)),
    query.to === undefined ? undefined : lt(auditLog.createdAt, rangeEnd(query.to)),
  ];
  return {
    sortable,
    defaultSort: ['id', 'desc'],
    idColumn: auditLog.id,
    searchIn: [auditLog.actorEmail, auditLog.recordId],
    where: and(...conditions),
  };
}

const fields = (row: { before: unknown; after: unknown }) => ({
  before: row.before as Record<string, unknown> | null,
  after: row.after as Record<string, unknown> | null,
});

const auditCsv = sqlExport<typeof auditLog.$inferSelect>({
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

/**
 * The audit trail (docs/API.md#audit-trail): admins read and export all of it; every staff member reads
 * the history of the records their role may read, with their child records' entries. The rules of the caller's role are served here too.
 */
export const auditModule: ApiModule = {
  async member(api) {
    api.get('/user/staff-access', { schema: { tags, response: { 200: staffAccess } } }, async (request) => {
      const { role } = currentUser(request);
      return { role, rules: rulesFor(role) };
    });
  },

  staffArea: 'audit-log',
  async staff(api) {
    const { db } = api.deps;
    api.get(
      '/audit-log',
      { schema: { tags, querystring: auditQuery, response: { 200: z.array(auditEntry) } } },
      async (request, reply) =>
        runList(reply, request.query, {
          ...auditFilter(request.query),
          rows: async (page) =>
            (await withPage(db.select().from(auditLog).$dynamic(), page)).map((row) => ({
              ...row,
              createdAt: row.createdAt.toISOString(),
              ...fields(row),
            })),
          count: (where) => db.$count(auditLog, where),
        }),
    );
    api.get(
      '/audit-log/actors',
      { schema: { tags, response: { 200: z.array(z.object({ id: z.number(), email: z.string() })) } } },
      async () =>
        db
          .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
          .from(auditLog)
          .orderBy(auditLog.actorId, desc(auditLog.id)),
    );
    registerSqlExport(api, {
      list: '/audit-log',
      file: 'audit-log',
      query: auditQuery,
      filter: auditFilter,
      rows: () => auditCsv,
    });

    api.get(
      '/history/:resource/:id',
      {
        schema: { tags, params: historyParams, response: { 200: z.array(auditEntry) } },
        config: { areaFromParams: true },
      },
      async (request) => {
        const { resource, id } = request.params;
        if (!mayUse(currentUser(request).role, resource, 'read')) throw forbidden(MESSAGES.roleNotAllowed);
        const rows = await db
          .select()
          .from(auditLog)
          .where(
            or(
              and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(id))),
              // Its child records' entries (a lecture's decisions) belong to its history too.
              and(eq(auditLog.parentResource, resource), eq(auditLog.parentId, String(id))),
            ),
          )
          .orderBy(auditLog.id)
          .limit(500);
        return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), ...fields(row) }));
      },
    );
  },
};
