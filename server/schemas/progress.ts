import { z } from 'zod';
import { id } from './common.js';

/** Watching progress: the player's pauses and each category's progress (docs/API.md#records). */
export const pauseEvent = z.object({ videoId: id, watchedSeconds: z.number().finite().min(0).max(1e7) });
export type PauseEvent = z.infer<typeof pauseEvent>;
export const progressSaved = z.object({
  videoId: z.number(),
  watchedSeconds: z.number(),
  progressPercentage: z.number(),
});
export type ProgressSaved = z.infer<typeof progressSaved>;

export const categoryProgressRow = z.object({
  id: z.number(),
  title: z.string(),
  course: z.object({ id: z.number(), title: z.string() }),
  progress: z.array(z.object({ progressPercentage: z.number() })),
});
export const allProgressResponse = z.array(categoryProgressRow);
export type CategoryProgressRow = z.infer<typeof categoryProgressRow>;
