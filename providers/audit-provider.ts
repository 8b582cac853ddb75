import type { AuditLogProvider } from '@refinedev/core';
import { httpClient } from './http-client';
import type { AuditEntryRecord } from './types';

/**
 * Refine's audit log provider, read-only: the server records every staff write in the write's own
 * transaction, so the client never writes entries (a client could skip or forge them). `useLogList`
 * with `meta.id` reads one record's history.
 */
export const auditLogProvider: AuditLogProvider = {
  get: async ({ resource, meta }) => {
    const id = meta?.id as string | number | undefined;
    if (id === undefined) return [];
    const path = `history/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}`;
    return (await httpClient.get<AuditEntryRecord[]>(path)).data;
  },
  // Entries are the server's alone: Refine asks to write one only for resources with `meta.audit`, which none has.
  create: async () => undefined,
  update: async () => {
    throw new Error('Audit entries cannot be changed');
  },
};
