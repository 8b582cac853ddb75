import { LIVE_TEXTS } from '../../../common/live.js';
import { liveClassPath } from '../../../common/paths.js';
import type { AppDeps } from '../../deps.js';
import { QUEUES } from '../../jobs/queue.js';
import type { MailMessage } from '../../services/mail.js';
import { sendNotification } from '../notifications/send-notification.js';
import { escapeHtml } from '../shared/html-escape.js';
import { mailableMembers } from '../shared/mailable-members.js';
import { claimStartedClasses, type LiveClassRow } from './live-store.js';
import { liveReminderOptOuts } from './schema.js';

type ReminderDeps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'realtime' | 'now'>;

/** A class that started longer ago than this is marked but not announced: the worker was down meanwhile. */
const LATE_REMINDER_MS = 30 * 60_000;

function startedMail(to: string, row: LiveClassRow, url: string): MailMessage {
  const subject = LIVE_TEXTS.startsNow(row.title);
  const lines = [`The live class “${row.title}” is starting now.`, row.description].filter(Boolean);
  return {
    to,
    subject,
    text: [...lines, `Watch it: ${url}`, `Turn these reminders off in your profile.`].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${url}">Watch it</a></p>`,
      '<p>Turn these reminders off in your profile.</p>',
    ].join('\n'),
  };
}

/**
 * The minutely reminder run: every class whose start has come is claimed once (`claimStartedClasses`,
 * marked before anything is sent, so a second run or a second worker sends nothing again), and each
 * member with a running membership who did not turn reminders off gets a bell notification and a mail.
 * Returns how many classes were announced.
 */
export async function remindStartedClasses(deps: ReminderDeps, now: Date): Promise<number> {
  const started = await claimStartedClasses(deps.db, now, LATE_REMINDER_MS);
  if (started.length === 0) return 0;
  const members = await mailableMembers(deps.db, now, liveReminderOptOuts);
  if (members.length === 0) return started.length;
  for (const row of started) {
    const url = `${deps.config.publicUrl}${liveClassPath(row.id)}`;
    await sendNotification(deps, {
      title: LIVE_TEXTS.startsNow(row.title),
      description: row.description || 'The live class is starting now.',
      isForAllUsers: false,
      userIds: members.map((member) => member.id),
      createdBy: null,
    });
    // Queued in one statement: the mail workers send them, so a long list never holds this run.
    await deps.jobs.sendMany(
      QUEUES.mail.name,
      members.map((member) => startedMail(member.email, row, url)),
    );
  }
  return started.length;
}
