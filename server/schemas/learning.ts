import { z } from 'zod';
import { MAX_MEDIA_REFERENCE, MAX_NAME } from '../../common/limits.js';
import { SHARED_TEXTS } from '../../common/texts.js';
import { WEEK_TRENDS } from '../../common/week-trend.js';
import { id, isoDate } from './common.js';
import { lectureRecord } from './lectures.js';
import { phone, text } from './text.js';
import { userRecord } from './users.js';

/** Member learning: favourites, progress, dashboard (docs/API.md#records). */
/** One lecture named by id: the favourite toggle's body, the unfavourite's path. */
export const lectureIdInput = z.object({ lectureId: id });
export const favouritesResponse = z.object({ favoriteLectures: z.array(lectureRecord) });
export type FavouritesResponse = z.infer<typeof favouritesResponse>;
export const favouriteToggleResponse = z.object({ isFavourite: z.boolean(), message: z.string() });
export type FavouriteToggleResponse = z.infer<typeof favouriteToggleResponse>;

export const pauseEvent = z.object({ videoId: id, watchedSeconds: z.number().finite().min(0).max(1e7) });
export type PauseEvent = z.infer<typeof pauseEvent>;
export const progressSaved = z.object({
  videoId: z.number(),
  watchedSeconds: z.number(),
  progressPercentage: z.number(),
});
export type ProgressSaved = z.infer<typeof progressSaved>;

const weekTrend = z.enum(WEEK_TRENDS);
export const dashboardResponse = z.object({
  totalWatchedTime: z.object({ totalWatchedHours: z.number(), weekChangePercent: z.number(), weekTrend }),
  totalCompletedVideos: z.number(),
  completedWeekChangePercent: z.number(),
  completedWeekTrend: weekTrend,
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const categoryProgressRow = z.object({
  id: z.number(),
  title: z.string(),
  course: z.object({ id: z.number(), title: z.string() }),
  progress: z.array(z.object({ progressPercentage: z.number() })),
});
export const allProgressResponse = z.array(categoryProgressRow);
export type CategoryProgressRow = z.infer<typeof categoryProgressRow>;

export const byCategoryParams = z.object({ categoryId: id });
export const byCategoryQuery = z.object({ courseId: id.optional() });
export const byCategoryResponse = z.object({ lectures: z.array(lectureRecord), progress: z.number() });
export type ByCategoryResponse = z.infer<typeof byCategoryResponse>;

/** Only what a member may change; other fields (an `email`, a `role`) are ignored, not refused. */
export const profileBody = z.object({
  name: text(MAX_NAME, 'Please enter your name'),
  phone,
  dob: isoDate.optional(),
  profilePicture: text(MAX_MEDIA_REFERENCE)
    .regex(/^(\/media\/images\/[\w.-]+|https?:\/\/\S+)$/, SHARED_TEXTS.notAnImage)
    .nullable()
    .optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;
export const profileResponse = userRecord.extend({ message: z.string() });
export type ProfileResponse = z.infer<typeof profileResponse>;
