import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { categories, courses, lectures, progress, watchLog } from '../../db/schema.js';
import { currentUser } from '../../plugins/auth.js';
import { requireMembership } from '../../plugins/membership.js';
import { allProgressResponse, dashboardResponse, pauseEvent } from '../../schemas/index.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import type { ApiModule } from '../module.js';
import { COMPLETED_AT_PERCENT, weekChangePercent } from './percent.js';
import { recordProgress } from './record-progress.js';

const tags = ['progress'];
const WEEK_MS = 7 * 86_400_000;

export const progressModule: ApiModule = {
  async member(api) {
    const { db } = api.deps;

    // The player reports its position over the socket; the answer confirms what was stored.
    api.deps.realtime.on('pauseEvent', async (user, payload, socket) => {
      const event = pauseEvent.safeParse(payload);
      if (!event.success) return;
      if (user.role !== 'admin' && !(await api.deps.sessions.membership(user.id, api.deps.now())).subscribedUser) return;
      const saved = await recordProgress(api.deps, user, event.data);
      await api.deps.changes.sync();
      if (saved) socket.emit('progress-saved', saved);
    });

    api.get('/user/dashboard', { schema: { tags, response: { 200: dashboardResponse } } }, async (request) => {
      const user = currentUser(request);
      const now = api.deps.now().getTime();
      const watched = sql<number>`least(${progress.watchedSeconds}, ${lectures.lengthSeconds})`;
      const [totals] = await db
        .select({
          seconds: sql<number>`coalesce(sum(${watched}), 0)::float`,
          completed: sql<number>`count(*) filter (where ${lectures.lengthSeconds} > 0 and ${watched} >= ${lectures.lengthSeconds} * ${COMPLETED_AT_PERCENT / 100}::float)::int`,
        })
        .from(progress)
        .innerJoin(lectures, eq(lectures.id, progress.lectureId))
        .where(and(eq(progress.userId, user.id), lecturesVisibleTo(user)));
      const week = (from: number, to: number) =>
        db
          .select({ seconds: sql<number>`coalesce(sum(${watchLog.seconds}), 0)::float`, completed: sql<number>`count(*) filter (where ${watchLog.completed})::int` })
          .from(watchLog)
          .where(and(eq(watchLog.userId, user.id), gt(watchLog.at, new Date(from)), lte(watchLog.at, new Date(to))));
      const [[thisWeek], [weekBefore]] = await Promise.all([week(now - WEEK_MS, now), week(now - 2 * WEEK_MS, now - WEEK_MS)]);
      return {
        totalWatchedTime: { totalWatchedHours: Math.round((totals.seconds / 3600) * 100) / 100, weekChangePercent: weekChangePercent(thisWeek.seconds, weekBefore.seconds) },
        totalCompletedVideos: totals.completed,
        completedWeekChangePercent: weekChangePercent(thisWeek.completed, weekBefore.completed),
      };
    });

    api.get('/category/all-progress', { preHandler: requireMembership, schema: { tags, response: { 200: allProgressResponse } } }, async (request) => {
      const user = currentUser(request);
      const rows = await db
        .select({
          id: categories.id,
          title: categories.title,
          courseId: courses.id,
          courseTitle: courses.title,
          watched: sql<number>`coalesce(sum(least(coalesce(${progress.watchedSeconds}, 0), ${lectures.lengthSeconds})), 0)::float`,
          length: sql<number>`coalesce(sum(${lectures.lengthSeconds}), 0)::float`,
        })
        .from(lectures)
        .innerJoin(courses, eq(courses.id, lectures.courseId))
        .innerJoin(categories, eq(categories.id, lectures.categoryId))
        .leftJoin(progress, and(eq(progress.lectureId, lectures.id), eq(progress.userId, user.id)))
        .where(lecturesVisibleTo(user))
        .groupBy(courses.id, courses.title, categories.id, categories.title)
        .orderBy(courses.id, categories.id);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        course: { id: row.courseId, title: row.courseTitle },
        progress: [{ progressPercentage: row.length > 0 ? (row.watched / row.length) * 100 : 0 }],
      }));
    });
  },
};
