import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { recordAudit } from '../shared/audit-trail.js';
import { deleteAudited, type Filing, insertAudited } from '../shared/audited-writes.js';
import { users } from '../users/schema.js';
import type { ChatMessageRow } from './chat-messages.js';
import { liveChatFlags, liveChatMessages, liveChatMutes, liveChatSettings, liveChatVotes } from './schema.js';

/** The advisory lock space of mutes, one lock per class and member. */
const MUTE_LOCKS = 724_330;

// No trigger watches these tables: no cache holds them, and their writes raise no change-feed kind.

/** Staff writes are filed under their kind, in the class's History (docs/API.md#audit-trail). */
const classChild = (resource: 'live-chat-messages' | 'live-chat-mutes' | 'live-chat-settings', classId: number) =>
  ({ resource, parent: { resource: 'live', id: classId } }) satisfies Filing;

export async function findChatMessage(db: Executor, id: number): Promise<ChatMessageRow | undefined> {
  const [row] = await db.select().from(liveChatMessages).where(eq(liveChatMessages.id, id));
  return row;
}

export async function insertChatMessage(
  db: Executor,
  values: Omit<typeof liveChatMessages.$inferInsert, 'id'>,
): Promise<ChatMessageRow> {
  const [row] = await db.insert(liveChatMessages).values(values).returning();
  return row;
}

/** Staff's delete, audited; undefined when it was gone already. */
export const deleteChatMessage = (db: Db, request: FastifyRequest, id: number) =>
  deleteAudited(db, request, { table: liveChatMessages, where: eq(liveChatMessages.id, id) }, (row) =>
    classChild('live-chat-messages', row.classId),
  );

const countOf = async (db: Executor, table: typeof liveChatVotes | typeof liveChatFlags, messageId: number) =>
  db.$count(table, eq(table.messageId, messageId));

/** The member's up-vote given or taken back (once each, whatever the repeats): the question's votes now. */
export async function setVote(db: Db, messageId: number, userId: number, voted: boolean, now: Date): Promise<number> {
  if (voted) await db.insert(liveChatVotes).values({ messageId, userId, createdAt: now }).onConflictDoNothing();
  else
    await db.delete(liveChatVotes).where(and(eq(liveChatVotes.messageId, messageId), eq(liveChatVotes.userId, userId)));
  return countOf(db, liveChatVotes, messageId);
}

/** A member's flag, once each: how many members flagged the message. */
export async function flagChatMessage(db: Db, messageId: number, userId: number, now: Date): Promise<number> {
  await db.insert(liveChatFlags).values({ messageId, userId, createdAt: now }).onConflictDoNothing();
  return countOf(db, liveChatFlags, messageId);
}

/** A class's slow mode in seconds; 0 (off) without a setting. */
export async function slowModeOf(db: Executor, classId: number): Promise<number> {
  const [row] = await db.select().from(liveChatSettings).where(eq(liveChatSettings.id, classId));
  return row?.slowModeSeconds ?? 0;
}

/** Staff's slow mode for a class, audited as the setting's create or update. */
export function saveSlowMode(db: Db, request: FastifyRequest, classId: number, slowModeSeconds: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(liveChatSettings).where(eq(liveChatSettings.id, classId)).for('update');
    const [after] = await tx
      .insert(liveChatSettings)
      .values({ id: classId, slowModeSeconds })
      .onConflictDoUpdate({ target: liveChatSettings.id, set: { slowModeSeconds } })
      .returning();
    const action = before ? 'update' : 'create';
    await recordAudit(tx, request, {
      ...classChild('live-chat-settings', classId),
      recordId: classId,
      action,
      before,
      after,
    });
    return after;
  });
}

export async function isMuted(db: Executor, classId: number, userId: number): Promise<boolean> {
  return (
    (await db.$count(liveChatMutes, and(eq(liveChatMutes.classId, classId), eq(liveChatMutes.userId, userId)))) > 0
  );
}

/** Mutes a member in a class, audited; muting them again changes nothing. */
export function muteMember(
  db: Db,
  request: FastifyRequest,
  mute: { classId: number; userId: number; by: number; now: Date },
) {
  return db.transaction(async (tx) => {
    // Two staff muting one member at once take turns: the second finds the mute and adds nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${MUTE_LOCKS}, hashtext(${`${mute.classId}:${mute.userId}`}))`);
    const [already] = await tx
      .select()
      .from(liveChatMutes)
      .where(and(eq(liveChatMutes.classId, mute.classId), eq(liveChatMutes.userId, mute.userId)));
    if (already) return already;
    const values = { classId: mute.classId, userId: mute.userId, mutedBy: mute.by, createdAt: mute.now };
    return insertAudited(tx, request, liveChatMutes, values, () => classChild('live-chat-mutes', mute.classId));
  });
}

/** The member unmuted, audited; undefined when they were not muted. */
export const unmuteMember = (db: Db, request: FastifyRequest, classId: number, userId: number) =>
  deleteAudited(
    db,
    request,
    { table: liveChatMutes, where: and(eq(liveChatMutes.classId, classId), eq(liveChatMutes.userId, userId))! },
    () => classChild('live-chat-mutes', classId),
  );

/** Staff's list of the members muted in a class (or the one member), by when. */
export const mutedMembers = (db: Executor, classId: number, userId?: number) =>
  db
    .select({ userId: liveChatMutes.userId, name: users.name, createdAt: liveChatMutes.createdAt })
    .from(liveChatMutes)
    .innerJoin(users, eq(users.id, liveChatMutes.userId))
    .where(and(eq(liveChatMutes.classId, classId), userId === undefined ? undefined : eq(liveChatMutes.userId, userId)))
    .orderBy(asc(liveChatMutes.createdAt), asc(liveChatMutes.id));
