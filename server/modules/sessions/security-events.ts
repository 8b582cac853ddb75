import { and, desc, eq, lt } from 'drizzle-orm';
import type { SecurityEventKind } from '../../../common/security-events.js';
import type { AppDeps } from '../../deps.js';
import type { SecurityEventRecord } from '../../schemas/index.js';
import type { RequestOrigin } from '../../services/live-sessions.js';
import { describeDevice } from './device.js';
import { securityEvents } from './schema.js';

/** Where the event came from (`requestOrigin(request)`), and a short fact the history shows beside it. */
export interface SecurityEventDetails extends Partial<RequestOrigin> {
  note?: string;
}

const LISTED = 50;
const USER_AGENT_MAX = 512;
/** An account's history is kept this long; older entries go at its next sign-in. */
const KEPT_MS = 180 * 86_400_000;

/** Adds an entry to the account's security history (its profile lists the newest ones). */
export async function recordSecurityEvent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  kind: SecurityEventKind,
  details: SecurityEventDetails = {},
): Promise<void> {
  await deps.db.insert(securityEvents).values({
    userId,
    kind,
    createdAt: deps.now(),
    address: details.address ?? null,
    userAgent: details.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    note: details.note ?? null,
  });
  if (kind === 'sign-in') {
    const before = new Date(deps.now().getTime() - KEPT_MS);
    await deps.db
      .delete(securityEvents)
      .where(and(eq(securityEvents.userId, userId), lt(securityEvents.createdAt, before)));
  }
}

/** The account's newest security events, as the profile shows them. */
export async function recentSecurityEvents(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SecurityEventRecord[]> {
  const rows = await deps.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(LISTED);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as SecurityEventKind,
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    device: row.userAgent ? describeDevice(row.userAgent).name : null,
    note: row.note,
  }));
}
