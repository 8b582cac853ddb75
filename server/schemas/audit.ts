import { z } from 'zod';
import { STAFF_AREAS } from '../access/roles.js';
import { id, isoDate, isoDateTime } from './common.js';
import { listQuery } from './list.js';
import { matchText } from './text.js';

/** What an audit entry says staff did. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'role'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Records kept under a staff area but with ids of their own, filed under their kind (docs/API.md#audit-trail). */
export const AUDIT_CHILDREN = [
  'decisions',
  'range-charts',
  'hand-histories',
  'transcodes',
  'charges',
  'subscriptions',
  'live-chat-messages',
  'live-chat-mutes',
  'live-chat-settings',
  'live-markers',
] as const;
export type AuditChild = (typeof AUDIT_CHILDREN)[number];

const fields = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number(),
  createdAt: isoDateTime,
  actorId: z.number(),
  actorEmail: z.string(),
  address: z.string().nullable(),
  resource: z.string(),
  recordId: z.string(),
  action: z.string(),
  before: fields,
  after: fields,
  parentResource: z.string().nullable(),
  parentId: z.string().nullable(),
});
export type AuditEntryRecord = z.infer<typeof auditEntry>;

/**
 * A range bound: a day (`YYYY-MM-DD`, a UTC day, counted whole) or an instant with its offset, as a
 * browser sends the edges of its own days (`to` then excluded).
 */
const dayOrInstant = z.union([isoDate, z.iso.datetime({ offset: true })], {
  error: 'Please enter a date as YYYY-MM-DD or a time as ISO 8601 with its offset',
});

/** The Audit log's filters: staff member, area, action, a date or time range. */
export const auditQuery = listQuery(['id', 'createdAt']).extend({
  actorId: id.optional(),
  resource: z.enum([...STAFF_AREAS, ...AUDIT_CHILDREN]).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  recordId: matchText(40).optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
});

/** One record's history: its area and id. */
export const historyParams = z.object({ resource: z.enum(STAFF_AREAS), id });
