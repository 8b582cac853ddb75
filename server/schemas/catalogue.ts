import { z } from 'zod';
import { MAX_CATALOGUE_TITLE, MAX_DESCRIPTION } from '../../common/limits.js';
import { id, isoDateTime, looseBoolean } from './common.js';
import { text } from './text.js';

/** Categories and tags share one shape (docs/API.md#records). */
export const titledRecord = z.object({ id: z.number(), title: z.string(), status: z.boolean() });
export type CategoryRecord = z.infer<typeof titledRecord>;

const title = text(MAX_CATALOGUE_TITLE, 'Please enter a title');

export const titledBody = z.object({ title, status: looseBoolean.optional() });
export const titledPatch = titledBody.partial();
export const titledWithMessage = titledRecord.extend({ message: z.string() });

export const courseRecord = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.boolean(),
  lecturesCount: z.number(),
  createdAt: isoDateTime,
});
export type CourseRecord = z.infer<typeof courseRecord>;
export const courseBody = z.object({
  title,
  description: text(MAX_DESCRIPTION, 'Please enter a description'),
  status: looseBoolean.optional(),
});
export const coursePatch = courseBody.partial();
export type CourseBody = z.infer<typeof courseBody>;
export const courseWithMessage = courseRecord.extend({ message: z.string() });

export const courseIdParams = z.object({ courseId: id });
