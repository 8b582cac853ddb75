import type { FastifyRequest } from 'fastify';
import type { StaffArea } from '../../access/roles.js';
import type { Executor } from '../../db/database.js';
import { currentUser } from '../../plugins/auth.js';
import type { AuditAction, AuditChild } from '../../schemas/index.js';
import { auditLog } from '../audit/schema.js';

type Fields = Record<string, unknown>;

export interface AuditEntry {
  recordId: number | string;
  action: AuditAction;
  before?: Fields | null;
  after?: Fields | null;
  /** The area it is filed under, when not the route's own; a child record's kind (`decisions`). */
  resource?: string;
  /** A child record's parent, whose History lists the entry too. */
  parent?: AuditParent;
}

export interface AuditParent {
  resource: StaffArea;
  id: number;
}

/** A lecture's child record (docs/API.md#audit-trail): filed under its kind, shown in the lecture's History. */
export const lectureChild = (resource: AuditChild, lectureId: number) => ({
  resource,
  parent: { resource: 'lectures' as const, id: lectureId },
});

/**
 * Bookkeeping columns a trigger or the server keeps: they change with every write and tell nothing
 * (a hand history's parsed `hand` is its recorded `original` text, parsed).
 */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'tokenVersion', 'searchText', 'search', 'hand']);
/** Secrets are recorded as changed, never by value. */
const SECRETS = new Set(['passwordHash', 'totpSecret', 'stripeCustomerId', 'streamKeyHash']);
const HIDDEN = '(hidden)';

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

function shown(fields: Fields, keys: string[]): Fields {
  return Object.fromEntries(keys.map((key) => [key, SECRETS.has(key) ? HIDDEN : (fields[key] ?? null)]));
}

/** The fields that differ between two versions of a row, each side with only those fields. */
export function changedFields(before: Fields | null | undefined, after: Fields | null | undefined) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !BOOKKEEPING.has(key) && (!before || !after || comparable(before[key]) !== comparable(after[key])),
  );
  return {
    before: before ? shown(before, keys) : null,
    after: after ? shown(after, keys) : null,
  };
}

/** An update named for what it changed: a role, an active/inactive status, or fields in general. */
export function updateAction(before: Fields, after: Fields): AuditAction {
  const changed = Object.keys(changedFields(before, after).after ?? {});
  if (changed.includes('role')) return 'role';
  if (changed.length > 0 && changed.every((key) => key === 'status' || key === 'isActive')) return 'status';
  return 'update';
}

/**
 * Records a staff write on the transaction that made it, so the entry commits or rolls back with the
 * write. Outside a staff route (a member's own edit) nothing is recorded.
 */
export async function recordAudit(tx: Executor, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const resource = entry.resource ?? request.staffArea;
  if (!resource) return;
  const actor = currentUser(request);
  const { before, after } = changedFields(entry.before, entry.after);
  if (entry.action === 'update' && before && Object.keys(before).length === 0) return;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    address: request.ip ?? null,
    resource,
    recordId: String(entry.recordId),
    action: entry.action,
    before,
    after,
    parentResource: entry.parent?.resource ?? null,
    parentId: entry.parent === undefined ? null : String(entry.parent.id),
  });
}
