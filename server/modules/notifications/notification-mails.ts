import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { PATHS } from '../../../common/paths.js';
import type { AppDeps } from '../../deps.js';
import { QUEUES } from '../../jobs/queue.js';
import type { MailMessage } from '../../services/mail.js';
import { users } from '../users/schema.js';
import type { notifications } from './schema.js';

/** Recipients read and queued this many at a time, so "all users" stays one bounded step after another. */
const BATCH = 1000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function notificationMail(
  to: { email: string; name: string },
  notification: { title: string; description: string },
  publicUrl: string,
): MailMessage {
  const { title, description } = notification;
  return {
    to: to.email,
    subject: title,
    text: `Hello ${to.name},\n\n${description}\n\n${publicUrl}${PATHS.dashboard}\n`,
    html: `<p>Hello ${escapeHtml(to.name)},</p><p>${escapeHtml(description).replace(/\n/g, '<br>')}</p><p><a href="${publicUrl}${PATHS.dashboard}">Open Poker</a></p>`,
  };
}

/**
 * The add-notification form's `email` (docs/PRODUCT.md#notifications): each recipient also gets it by mail. The mails go
 * into the job queue's mail queue, whose workers send and retry them, so the staff's request does not
 * wait on a mail server; "all users" means every active member.
 */
export async function mailNotification(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config'>,
  notification: Pick<typeof notifications.$inferSelect, 'title' | 'description'>,
  recipients: 'all' | number[],
): Promise<number> {
  const who =
    recipients === 'all'
      ? and(eq(users.role, 'member'), eq(users.isActive, true), isNull(users.deletedAt))
      : and(inArray(users.id, recipients), eq(users.isActive, true), isNull(users.deletedAt));
  let after = 0;
  let queued = 0;
  for (;;) {
    const batch = await deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(who, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (batch.length === 0) return queued;
    await deps.jobs.boss.insert(
      batch.map((user) => ({
        name: QUEUES.mail.name,
        data: notificationMail(user, notification, deps.config.publicUrl),
      })),
    );
    queued += batch.length;
    after = batch[batch.length - 1].id;
  }
}
