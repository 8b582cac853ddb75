import { z } from 'zod';
import { MAX_DESCRIPTION, MAX_TITLE } from '../../common/limits.js';
import { id, isoDateTime, looseBoolean } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

/** Staff see every recipient; a member sees only whether it was for them and whether they read it. */
export const notificationRecord = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  isForAllUsers: z.boolean(),
  userIds: z.array(z.number()),
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  createdAt: isoDateTime,
  read: z.boolean().optional(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;
export const notificationWithMessage = notificationRecord.extend({ message: z.string() });

const fields = {
  title: text(MAX_TITLE, 'Please enter a title'),
  description: text(MAX_DESCRIPTION, 'Please enter a description'),
};

export const sendNotificationBody = z
  .object({
    ...fields,
    isForAllUsers: looseBoolean.default(false),
    userIds: z.array(id).max(10_000).default([]),
    /** The add-notification form's `email` switch (docs/PRODUCT.md#notifications): also mail it to each recipient (through the mail queue). */
    email: looseBoolean.default(false),
  })
  .refine((body) => body.isForAllUsers || body.userIds.length > 0, {
    path: ['userIds'],
    message: 'Please select at least one user',
  });
export type SendNotificationBody = z.input<typeof sendNotificationBody>;
export const notificationPatch = z.object(fields).partial();

export const notificationListQuery = listQuery(['id', 'title', 'createdAt']);
export const notificationList = z.array(notificationRecord);
