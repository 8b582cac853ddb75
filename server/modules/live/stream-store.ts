import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { categories, courses } from '../catalogue/schema.js';
import { lectures } from '../lectures/schema.js';
import { keepQuestionsInReplay } from '../live-chat/replay-questions.js';
import { updateAudited } from '../shared/audited-writes.js';
import type { LiveClassRow } from './live-store.js';
import { markersOf } from './markers-store.js';
import { replayChapters, replayMoment } from './replay-times.js';
import { liveClasses } from './schema.js';

// The queries of the media path: stream keys, going live and ending, the replay lecture.

/** Stores a class's new key hash (the old key stops working with it), audited; undefined when there is no class. */
export const saveStreamKeyHash = (db: Db, request: FastifyRequest, id: number, hash: string) =>
  updateAudited(db, request, { table: liveClasses, where: eq(liveClasses.id, id), set: { streamKeyHash: hash } });

export async function classOfKeyHash(db: Executor, hash: string): Promise<LiveClassRow | undefined> {
  const [row] = await db.select().from(liveClasses).where(eq(liveClasses.streamKeyHash, hash));
  return row;
}

export async function readLiveClassRow(db: Executor, id: number): Promise<LiveClassRow | undefined> {
  const [row] = await db.select().from(liveClasses).where(eq(liveClasses.id, id));
  return row;
}

/** A publisher is sending: a scheduled class goes live (its first time noted), a live one is sending again. */
export async function markPublishing(db: Executor, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(liveClasses)
    .set({ status: 'live', publishing: true })
    .where(and(eq(liveClasses.id, id), inArray(liveClasses.status, ['scheduled', 'live'])))
    .returning({ wentLiveAt: liveClasses.wentLiveAt });
  if (row && !row.wentLiveAt) await db.update(liveClasses).set({ wentLiveAt: now }).where(eq(liveClasses.id, id));
}

/** The publisher is gone; the class stays live while it may come back. */
export const markNotPublishing = (db: Executor, id: number) =>
  db.update(liveClasses).set({ publishing: false }).where(eq(liveClasses.id, id));

/** Ends a live class; the row as ended, or undefined when it was not live. */
export async function markEnded(db: Executor, id: number, now: Date): Promise<LiveClassRow | undefined> {
  const [row] = await db
    .update(liveClasses)
    .set({ status: 'ended', publishing: false, endedAt: now })
    .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'live')))
    .returning();
  return row;
}

/** Ends a live class at a staff user's word, audited; undefined when it was not live. */
export const endLiveClassAudited = (db: Db, request: FastifyRequest, id: number, now: Date) =>
  updateAudited(db, request, {
    table: liveClasses,
    where: and(eq(liveClasses.id, id), eq(liveClasses.status, 'live'))!,
    set: { status: 'ended', publishing: false, endedAt: now },
  });

/** The classes left live by a process that stopped: each waits for its publisher as after any drop. */
export const liveClassIds = async (db: Executor) =>
  (await db.select({ id: liveClasses.id }).from(liveClasses).where(eq(liveClasses.status, 'live'))).map(
    (row) => row.id,
  );

interface ReplayVideo {
  videoKey: string;
  posterKey: string | null;
  lengthSeconds: number;
}

/**
 * The class's recording as a draft lecture, in the class's course and category (the first ones when
 * it has none: a lecture needs both), named and described as the class, its chapters the coach's
 * markers and its discussion the chat's questions; linked from the class.
 */
export async function insertReplayLecture(db: Db, row: LiveClassRow, video: ReplayVideo, now: Date) {
  return db.transaction(async (tx) => {
    const courseId = row.courseId ?? (await firstId(tx, courses));
    const categoryId = row.categoryId ?? (await firstId(tx, categories));
    const chapters = replayChapters(await markersOf(tx, row.id), video.lengthSeconds);
    const [lecture] = await tx
      .insert(lectures)
      .values({
        name: row.title,
        // A lecture needs a description (its staff form asks for one): a class may have none.
        description: row.description || `The recording of the live class “${row.title}”.`,
        courseId,
        categoryId,
        draft: true,
        chapters,
        createdAt: now,
        updatedAt: now,
        ...video,
      })
      .returning({ id: lectures.id });
    await tx.update(liveClasses).set({ replayLectureId: lecture.id }).where(eq(liveClasses.id, row.id));
    const momentOf = (at: Date) => replayMoment(row.wentLiveAt, video.lengthSeconds, at);
    await keepQuestionsInReplay(tx, { classId: row.id, lectureId: lecture.id, momentOf, now });
    return lecture.id;
  });
}

async function firstId(db: Executor, table: typeof courses | typeof categories): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row.id;
}
