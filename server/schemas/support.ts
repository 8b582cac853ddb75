import { z } from 'zod';
import { MAX_NAME, MAX_SUPPORT_MESSAGE } from '../../common/limits.js';
import { SUPPORT_TITLES } from '../../common/support-titles.js';
import { email, isoDateTime } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

/** The help form's fixed subjects (docs/API.md#records), shared with the browser through common/. */
export { SUPPORT_TITLES };
export const supportTitle = z.enum(SUPPORT_TITLES);
export const supportStatus = z.enum(['open', 'resolved']);
/** Where a request stands as staff read it: `replied` is an open request whose reply was sent (`repliedAt` says when). */
export const supportState = z.enum(['open', 'replied', 'resolved']);

export const supportRecord = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  title: supportTitle,
  message: z.string(),
  status: supportStatus,
  state: supportState,
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type SupportRecord = z.infer<typeof supportRecord>;
/** An update's answer: `message` is the success text, so the request's own text moves to `requestMessage`. */
export const supportWithMessage = supportRecord.extend({ message: z.string(), requestMessage: z.string() });

export const supportBody = z.object({
  name: text(MAX_NAME, 'Please enter your name'),
  email,
  title: supportTitle,
  message: text(MAX_SUPPORT_MESSAGE, 'Please enter your message'),
});
export type SupportBody = z.infer<typeof supportBody>;

/** Staff set the status and/or write a reply (mailed to the member and put on their bell). */
export const supportPatch = z.object({ status: supportStatus.optional(), reply: text(MAX_SUPPORT_MESSAGE).optional() });
export type SupportPatch = z.infer<typeof supportPatch>;

export const supportListQuery = listQuery(['id', 'name', 'email', 'title', 'status', 'state', 'createdAt']).extend({
  status: supportStatus.optional(),
});
export const supportList = z.array(supportRecord);
