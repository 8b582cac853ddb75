import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { UPCOMING_STATUSES } from '../../../common/live.js';
import { isStaff, ROLES } from '../../../common/roles.js';
import type { Db, Executor } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { categories, courses } from '../catalogue/schema.js';
import { lectures } from '../lectures/schema.js';
import { deleteAudited, insertAudited } from '../shared/audited-writes.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { optOutSwitch } from '../shared/opt-outs.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { users } from '../users/schema.js';
import { liveClasses, liveReminderOptOuts } from './schema.js';

// No trigger watches live classes: no cache holds them, and their writes raise no change-feed kind.

export type LiveClassRow = typeof liveClasses.$inferSelect;
type LiveClassFields = Omit<typeof liveClasses.$inferInsert, 'id' | 'createdAt' | 'version' | 'remindedAt'>;

const coach = alias(users, 'coach');
const replay = alias(lectures, 'replay');
const STAFF_ROLES = ROLES.filter((role) => isStaff({ role }));

/** A class with the names it shows: its coach's, its course's and category's titles. */
const withNames = (db: Executor) =>
  db
    .select({
      row: liveClasses,
      coachName: coach.name,
      courseTitle: courses.title,
      categoryTitle: categories.title,
      publishedReplayId: replay.id,
    })
    .from(liveClasses)
    .innerJoin(coach, eq(coach.id, liveClasses.coachId))
    .leftJoin(courses, eq(courses.id, liveClasses.courseId))
    .leftJoin(categories, eq(categories.id, liveClasses.categoryId))
    .leftJoin(
      replay,
      and(eq(replay.id, liveClasses.replayLectureId), eq(replay.draft, false), isNull(replay.deletedAt)),
    );

export type NamedLiveClass = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

const endsAt = sql`${liveClasses.startsAt} + make_interval(mins => ${liveClasses.durationMinutes})`;

/** Live now, or still to come (a scheduled class stays listed until its expected end). */
const upcomingAt = (now: Date): SQL =>
  and(
    inArray(liveClasses.status, [...UPCOMING_STATUSES]),
    or(eq(liveClasses.status, 'live'), gt(endsAt, now.toISOString())),
  )!;

const sortable = {
  id: liveClasses.id,
  title: liveClasses.title,
  startsAt: liveClasses.startsAt,
  status: liveClasses.status,
  createdAt: liveClasses.createdAt,
};

/** The class list's filter: staff see every class, latest start first; members the upcoming ones, soonest first. */
export const liveListFilter = (staff: boolean, now: Date): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: staff ? ['startsAt', 'desc'] : ['startsAt', 'asc'],
  idColumn: liveClasses.id,
  searchIn: [liveClasses.title],
  where: staff ? undefined : upcomingAt(now),
});

export const liveClassPage = (db: Executor, page: ListPage) => withPage(withNames(db).$dynamic(), page);

export const countLiveClasses = (db: Db, where: SQL | undefined) => db.$count(liveClasses, where);

/**
 * The class; with `forMembersAt`, only if members may open it at that moment: live, still to come,
 * or ended (where its replay is linked).
 */
export async function findLiveClass(
  db: Executor,
  id: number,
  forMembersAt?: Date,
): Promise<NamedLiveClass | undefined> {
  const membersMay = forMembersAt && or(upcomingAt(forMembersAt), eq(liveClasses.status, 'ended'));
  const [found] = await withNames(db).where(and(eq(liveClasses.id, id), membersMay));
  return found;
}

/** A member's switch for live class reminders, on unless they turned it off. */
export const liveReminders = optOutSwitch(liveReminderOptOuts);

export const liveClassVersion = (db: Executor, id: number) => readVersion(db, liveClasses, id);

/** The staff users a class may name as its coach, by name: staff who manage classes need not read User Management. */
export const coachChoices = (db: Executor) =>
  db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.name, users.id);

/** Refuses, naming the field, a coach who is not an active staff user and a course or category that does not exist. */
async function checkReferences(db: Executor, fields: Partial<LiveClassFields>): Promise<void> {
  if (fields.coachId !== undefined) {
    const [found] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, fields.coachId), eq(users.isActive, true), isNull(users.deletedAt)));
    if (!found || !isStaff(found)) throw badRequest('coachId: The coach must be a staff user', { field: 'coachId' });
  }
  for (const [field, table, what] of [
    ['courseId', courses, 'course'],
    ['categoryId', categories, 'category'],
  ] as const) {
    const value = fields[field];
    if (value === undefined || value === null) continue;
    if ((await db.$count(table, eq(table.id, value))) === 0)
      throw badRequest(`${field}: ${TEXTS.unknownReference(what)}`, { field });
  }
}

export function insertLiveClass(
  db: Db,
  request: FastifyRequest,
  values: LiveClassFields & { createdAt: Date; streamKeyHash: string },
) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, values);
    return insertAudited(tx, request, liveClasses, values);
  });
}

/**
 * Saves a staff edit if unchanged since the form read it (`saveIfUnchanged`; `current` answers a refused
 * save). A live class given another status is over as after `POST live/{id}/end`: `leftLive` says so,
 * for its stream to stop.
 */
export function saveLiveClass(
  db: Db,
  request: FastifyRequest,
  edit: { id: number; change: Partial<LiveClassFields>; current: () => Promise<unknown>; now: Date },
): Promise<{ saved: LiveClassRow; leftLive: boolean }> {
  const { id, change, current, now } = edit;
  const toSet = fieldsToSet(change);
  return saveIfUnchanged(db, request, { table: liveClasses, id, label: 'Live class', current }, async (tx, before) => {
    if (!toSet) return { saved: before, leftLive: false };
    await checkReferences(tx, toSet);
    // A class moved to another time is announced when that time comes, even if its old start was announced.
    const moved = toSet.startsAt !== undefined && toSet.startsAt.getTime() !== before.startsAt.getTime();
    const leftLive = before.status === 'live' && toSet.status !== undefined && toSet.status !== 'live';
    const [saved] = await tx
      .update(liveClasses)
      .set({
        ...toSet,
        ...(moved ? { remindedAt: null } : {}),
        ...(leftLive ? { publishing: false, endedAt: now } : {}),
      })
      .where(eq(liveClasses.id, id))
      .returning();
    return { saved, leftLive };
  });
}

/** The class deleted, audited; undefined when there was none. */
export const deleteLiveClass = (db: Db, request: FastifyRequest, id: number) =>
  deleteAudited(db, request, { table: liveClasses, where: eq(liveClasses.id, id) });

/**
 * Marks the classes whose start has come and that were not announced yet, in one statement: of two
 * runs at once, each class goes to exactly one. Classes that started more than `lateMs` ago (the
 * worker was down) are marked too, but not answered: a reminder hours late helps no one.
 */
export async function claimStartedClasses(db: Executor, now: Date, lateMs: number): Promise<LiveClassRow[]> {
  const claimed = await db
    .update(liveClasses)
    .set({ remindedAt: now })
    .where(
      and(
        isNull(liveClasses.remindedAt),
        inArray(liveClasses.status, [...UPCOMING_STATUSES]),
        lte(liveClasses.startsAt, now),
      ),
    )
    .returning();
  return claimed.filter((row) => now.getTime() - row.startsAt.getTime() <= lateMs);
}
