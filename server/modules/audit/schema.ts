import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * Every staff write, one row per record changed, written in the write's own transaction: who (id and
 * the email they had then), from which address, the area and record, the action, and the changed
 * fields before and after. Append-only: the database refuses updates, deletes and truncation (migration
 * 0022), and no foreign key ties it to users, so nothing cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    address: text('address'),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** A child record's parent (a decision's lecture): its History lists the child's entries too. */
    parentResource: text('parent_resource'),
    parentId: text('parent_id'),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.recordId, t.id.desc().nullsFirst()),
    index('audit_log_parent_idx').on(t.parentResource, t.parentId, t.id.desc().nullsFirst()),
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
