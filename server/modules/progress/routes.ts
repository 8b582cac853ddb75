import { isStaff } from '../../../common/roles.js';
import { hasContentAccess } from '../../access/membership.js';
import { currentUser } from '../../plugins/auth.js';
import { allProgressResponse, type CategoryProgressRow, dashboardResponse, pauseEvent } from '../../schemas/index.js';
import { pairKey, visibleEntry } from '../lectures/catalogue-snapshot.js';
import type { ApiModule } from '../module.js';
import { weekChangePercent, weekTrend } from './percent.js';
import { recordProgress } from './record-progress.js';
import { watchedTotals } from './watched-totals.js';

const tags = ['progress'];
const WEEK_MS = 7 * 86_400_000;

export const progressModule: ApiModule = {
  async member(api) {
    api.get('/user/dashboard', { schema: { tags, response: { 200: dashboardResponse } } }, async (request) => {
      const user = currentUser(request);
      const now = api.deps.now();
      const [learning, snapshot, log] = await Promise.all([
        api.deps.learning.of(user.id),
        api.deps.catalogue.snapshot(),
        api.deps.learning.watchLog(user.id, now),
      ]);
      const { seconds, completed } = watchedTotals(learning, snapshot, user);
      const weekStart = now.getTime() - WEEK_MS;
      const weeks = { thisWeek: 0, weekBefore: 0, completedThisWeek: 0, completedWeekBefore: 0 };
      for (const row of log) {
        if (row.atMs > weekStart) {
          weeks.thisWeek += row.seconds;
          weeks.completedThisWeek += Number(row.completed);
        } else {
          weeks.weekBefore += row.seconds;
          weeks.completedWeekBefore += Number(row.completed);
        }
      }
      return {
        totalWatchedTime: {
          totalWatchedHours: Math.round((seconds / 3600) * 100) / 100,
          weekChangePercent: weekChangePercent(weeks.thisWeek, weeks.weekBefore),
          weekTrend: weekTrend(weeks.thisWeek, weeks.weekBefore),
        },
        totalCompletedVideos: completed,
        completedWeekChangePercent: weekChangePercent(weeks.completedThisWeek, weeks.completedWeekBefore),
        completedWeekTrend: weekTrend(weeks.completedThisWeek, weeks.completedWeekBefore),
      };
    });
  },

  async subscriber(api) {
    // The player reports its position over the socket, which no route hook guards: it asks the rule itself.
    api.deps.realtime.on('pauseEvent', async (user, payload, socket) => {
      const event = pauseEvent.safeParse(payload);
      if (!event.success) return;
      if (!(await hasContentAccess(user, api.deps.signedIn, api.deps.now()))) return;
      api.deps.metrics.sawWatching(user.id);
      const saved = await recordProgress(api.deps, user, event.data);
      await api.deps.changeFeed.sync();
      if (saved) socket.emit('progress-saved', saved);
    });

    api.get('/category/all-progress', { schema: { tags, response: { 200: allProgressResponse } } }, (request, reply) =>
      api.deps.answerCache.send(request, reply, ({ user, learning, snapshot }) => {
        const watched = new Map<string, number>();
        for (const [lectureId, { watchedSeconds }] of learning.progress) {
          const entry = visibleEntry(snapshot, user, lectureId);
          if (entry)
            watched.set(
              pairKey(entry),
              (watched.get(pairKey(entry)) ?? 0) + Math.min(watchedSeconds, entry.lecture.lengthSeconds),
            );
        }
        const rows: CategoryProgressRow[] = snapshot.pairs[isStaff(user) ? 'staff' : 'members'].map((pair) => ({
          id: pair.category.id,
          title: pair.category.title,
          course: { id: pair.course.id, title: pair.course.title },
          progress: [
            {
              progressPercentage:
                pair.lengthSeconds > 0 ? ((watched.get(pairKey(pair)) ?? 0) / pair.lengthSeconds) * 100 : 0,
            },
          ],
        }));
        return JSON.stringify(rows);
      }),
    );
  },
};
