import { eq } from 'drizzle-orm';
import { DISCUSSION_EVENT } from '../../../common/discussions.js';
import { lectureDetailsPath } from '../../../common/paths.js';
import { staffEventRoom } from '../../access/live-events.js';
import { BUDGET_HOUR_MS } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { QUEUES } from '../../jobs/queue.js';
import type { MailMessage } from '../../services/mail.js';
import { sendNotification } from '../notifications/send-notification.js';
import { users } from '../users/schema.js';
import type { PostRow } from './discussions-store.js';
import { discussionRoom } from './live-rooms.js';
import { DISCUSSION_TEXTS } from './texts.js';

type Deps = Pick<AppDeps, 'db' | 'realtime' | 'now' | 'budgets' | 'jobs' | 'config'>;

/** Bell notices quote this much of a reply. */
const EXCERPT_LENGTH = 140;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Open pages of the lecture read its discussion again: a post came, changed, was hidden or went. Only
 * sockets that may read it hear it: those in its room, and the staff roles that may read discussions.
 */
export function announceChange(deps: Pick<AppDeps, 'realtime'>, lectureId: number): void {
  deps.realtime.toRooms([discussionRoom(lectureId), staffEventRoom(DISCUSSION_EVENT)], DISCUSSION_EVENT, { lectureId });
}

/**
 * Tells a question's author about a reply by someone else: on the bell (live over the socket) and by
 * mail, but at most one mail an hour per member, counted in the budgets every process shares.
 */
export async function tellQuestionAuthor(
  deps: Deps,
  question: PostRow,
  reply: PostRow,
  replier: { id: number; name: string },
  lectureName: string,
): Promise<void> {
  if (question.userId === replier.id) return;
  const title = reply.byStaff ? DISCUSSION_TEXTS.coachAnswered : DISCUSSION_TEXTS.replied(replier.name);
  const description = `${lectureName}: ${excerpt(reply.body)}`;
  // A member's reply is the product's notice, not one a staff member sent.
  await sendNotification(deps, {
    title,
    description,
    isForAllUsers: false,
    userIds: [question.userId],
    createdBy: reply.byStaff ? replier.id : null,
  });
  const [author] = await deps.db
    .select({ name: users.name, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, question.userId));
  if (!author?.isActive) return;
  const mailBudget = await deps.budgets.take(`discussion-mail:${question.userId}`, 1, BUDGET_HOUR_MS);
  if (!mailBudget.allowed) return;
  const link = `${deps.config.publicUrl}${lectureDetailsPath(question.lectureId)}`;
  await deps.jobs.send(QUEUES.mail.name, discussionMail(author, title, description, link));
}

function discussionMail(
  to: { name: string; email: string },
  title: string,
  description: string,
  link: string,
): MailMessage {
  return {
    to: to.email,
    subject: title,
    text: `Hello ${to.name},\n\n${description}\n\nRead the discussion: ${link}\n`,
    html: `<p>Hello ${escapeHtml(to.name)},</p><p>${escapeHtml(description).replace(/\n/g, '<br>')}</p><p><a href="${link}">Read the discussion</a></p>`,
  };
}
