import { z } from 'zod';
import { mayUse, rulesFor } from '../../access/roles.js';
import { MESSAGES } from '../../constants.js';
import { forbidden } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { auditEntry, auditQuery, historyParams, staffAccess } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { runList } from '../shared/lists.js';
import { auditExport } from './audit-export.js';
import { auditActors, auditFilter, auditListReads, recordHistory } from './audit-store.js';

const tags = ['audit log (staff)'];

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
      async (request, reply) => runList(reply, request.query, { ...auditFilter(request.query), ...auditListReads(db) }),
    );
    api.get(
      '/audit-log/actors',
      { schema: { tags, response: { 200: z.array(z.object({ id: z.number(), email: z.string() })) } } },
      async () => auditActors(db),
    );
    registerSqlExport(api, {
      list: '/audit-log',
      file: 'audit-log',
      query: auditQuery,
      filter: auditFilter,
      rows: () => auditExport,
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
        return recordHistory(db, resource, id);
      },
    );
  },
};
