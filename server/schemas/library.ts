import { z } from 'zod';
import { id } from './common.js';
import { lectureRecord } from './lectures.js';

/** A category's lectures as the member modules page lists them. */
export const byCategoryParams = z.object({ categoryId: id });
export const byCategoryQuery = z.object({ courseId: id.optional() });
export const byCategoryResponse = z.object({ lectures: z.array(lectureRecord), progress: z.number() });
export type ByCategoryResponse = z.infer<typeof byCategoryResponse>;
