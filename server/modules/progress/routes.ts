import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { watchLog } from '../../db/schema.js';
import { currentUser } from '../../plugins/auth.js';
import { requireMembership } from '../../plugins/membership.js';
import { allProgressResponse, dashboardResponse, pauseEvent } from '../../schemas/index.js';
import type { CatalogueLecture } from '../lectures/catalogue.js';
import type { ApiModule } from '../module.js';
import { COMPLETED_AT_PERCENT, percentWatched, weekChangePercent } from './percent.js';
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
      const [learning, visible, [weeks]] = await Promise.all([
        api.deps.learning.of(user.id),
        api.deps.catalogue.visibleTo(user),
        db
          .select({
            thisWeek: sql<number>`coalesce(sum(${watchLog.seconds}) filter (where ${watchLog.at} > ${new Date(now - WEEK_MS)}), 0)::float`,
            weekBefore: sql<number>`coalesce(sum(${watchLog.seconds}) filter (where ${watchLog.at} <= ${new Date(now - WEEK_MS)}), 0)::float`,
            completedThisWeek: sql<number>`count(*) filter (where ${watchLog.completed} and ${watchLog.at} > ${new Date(now - WEEK_MS)})::int`,
            completedWeekBefore: sql<number>`count(*) filter (where ${watchLog.completed} and ${watchLog.at} <= ${new Date(now - WEEK_MS)})::int`,
          })
          .from(watchLog)
          .where(and(eq(watchLog.userId, user.id), gt(watchLog.at, new Date(now - 2 * WEEK_MS)), lte(watchLog.at, new Date(now)))),
      ]);
      let seconds = 0;
      let completed = 0;
      for (const { lecture } of visible) {
        const watched = learning.progress.get(lecture.id)?.watchedSeconds;
        if (watched === undefined) continue;
        seconds += Math.min(watched, lecture.lengthSeconds);
        if (lecture.lengthSeconds > 0 && percentWatched(watched, lecture.lengthSeconds) >= COMPLETED_AT_PERCENT) completed += 1;
      }
      return {
        totalWatchedTime: { totalWatchedHours: Math.round((seconds / 3600) * 100) / 100, weekChangePercent: weekChangePercent(weeks.thisWeek, weeks.weekBefore) },
        totalCompletedVideos: completed,
        completedWeekChangePercent: weekChangePercent(weeks.completedThisWeek, weeks.completedWeekBefore),
      };
    });

    api.get('/category/all-progress', { preHandler: requireMembership, schema: { tags, response: { 200: allProgressResponse } } }, async (request) => {
      const user = currentUser(request);
      const [learning, visible] = await Promise.all([api.deps.learning.of(user.id), api.deps.catalogue.visibleTo(user)]);
      const pairs = new Map<string, { entry: CatalogueLecture; watched: number; length: number }>();
      for (const entry of visible) {
        const { lecture } = entry;
        const key = `${entry.course.id}:${entry.category.id}`;
        const pair = pairs.get(key) ?? { entry, watched: 0, length: 0 };
        pair.watched += Math.min(learning.progress.get(lecture.id)?.watchedSeconds ?? 0, lecture.lengthSeconds);
        pair.length += lecture.lengthSeconds;
        pairs.set(key, pair);
      }
      return [...pairs.values()]
        .sort((a, b) => a.entry.course.id - b.entry.course.id || a.entry.category.id - b.entry.category.id)
        .map(({ entry: { course, category }, watched, length }) => ({
          id: category.id,
          title: category.title,
          course: { id: course.id, title: course.title },
          progress: [{ progressPercentage: length > 0 ? (watched / length) * 100 : 0 }],
        }));
    });
  },
};
