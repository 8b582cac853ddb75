import { z } from 'zod';
import { WEEK_TRENDS } from '../../common/week-trend.js';

/** The member dashboard's figures (docs/API.md#records). */
const weekTrend = z.enum(WEEK_TRENDS);
export const dashboardResponse = z.object({
  totalWatchedTime: z.object({ totalWatchedHours: z.number(), weekChangePercent: z.number(), weekTrend }),
  totalCompletedVideos: z.number(),
  completedWeekChangePercent: z.number(),
  completedWeekTrend: weekTrend,
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
