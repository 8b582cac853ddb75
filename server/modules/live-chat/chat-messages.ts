import { and, asc, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { LIVE_CHAT_HISTORY } from '../../../common/live-chat.js';
import type { Executor } from '../../db/database.js';
import type { LiveChatFlagged, LiveChatMessage } from '../../schemas/index.js';
import { users } from '../users/schema.js';
import { liveChatMessages } from './schema.js';

export type ChatMessageRow = typeof liveChatMessages.$inferSelect;

const voteCount = sql<number>`(select count(*)::int from live_chat_votes v where v.message_id = ${liveChatMessages.id})`;
const flagCount = sql<number>`(select count(*)::int from live_chat_flags f where f.message_id = ${liveChatMessages.id})`;

/** The columns a viewer's record of a message is made of. */
const messageColumns = (viewerId: number) => ({
  row: liveChatMessages,
  authorName: users.name,
  votes: voteCount,
  voted: sql<boolean>`exists (select 1 from live_chat_votes v where v.message_id = ${liveChatMessages.id} and v.user_id = ${viewerId})`,
});

interface MessageRead {
  row: ChatMessageRow;
  authorName: string;
  votes: number;
  voted: boolean;
}

/** A message as `viewerId` sees it (`null`: as anyone else in the room sees it live). */
export function toChatMessage(read: MessageRead, viewerId: number | null): LiveChatMessage {
  const { row } = read;
  return {
    id: row.id,
    classId: row.classId,
    authorName: read.authorName,
    byStaff: row.byStaff,
    mine: row.userId === viewerId,
    body: row.body,
    question: row.isQuestion,
    votes: read.votes,
    voted: read.voted,
    createdAt: row.createdAt.toISOString(),
  };
}

const readMessages = (db: Executor, viewerId: number, where: SQL | undefined) =>
  db
    .select(messageColumns(viewerId))
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .where(where)
    .$dynamic();

/** The latest messages of a class (before the message `before`, if given), oldest first. */
export async function latestMessages(
  db: Executor,
  viewerId: number,
  classId: number,
  before?: number,
): Promise<LiveChatMessage[]> {
  const where = and(eq(liveChatMessages.classId, classId), before ? lt(liveChatMessages.id, before) : undefined);
  const reads = await readMessages(db, viewerId, where).orderBy(desc(liveChatMessages.id)).limit(LIVE_CHAT_HISTORY);
  return reads.reverse().map((read) => toChatMessage(read, viewerId));
}

/** A class's questions for the coach: most up-voted first, then in the order they were asked. */
export async function questionsByVotes(db: Executor, viewerId: number, classId: number): Promise<LiveChatMessage[]> {
  const where = and(eq(liveChatMessages.classId, classId), eq(liveChatMessages.isQuestion, true));
  const reads = await readMessages(db, viewerId, where).orderBy(desc(voteCount), asc(liveChatMessages.id));
  return reads.map((read) => toChatMessage(read, viewerId));
}

/** Staff's: a class's flagged messages, most flagged first. */
export async function flaggedMessages(db: Executor, viewerId: number, classId: number): Promise<LiveChatFlagged[]> {
  const where = and(eq(liveChatMessages.classId, classId), sql`${flagCount} > 0`);
  const reads = await db
    .select({ ...messageColumns(viewerId), flags: flagCount })
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .where(where)
    .orderBy(desc(flagCount), asc(liveChatMessages.id));
  return reads.map((read) => ({ ...toChatMessage(read, viewerId), flags: read.flags }));
}
