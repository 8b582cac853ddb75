import type { AppDeps } from '../../deps.js';
import { QUEUES } from '../../jobs/queue.js';
import type { CatalogueLecture } from '../lectures/catalogue-snapshot.js';
import { mailableMembers } from '../shared/mailable-members.js';
import { type DigestLecture, digestMail } from './digest-mail.js';
import { digestWeek, type IsoWeek } from './iso-week.js';
import { digestLinks } from './links.js';
import { digestOptOuts } from './schema.js';

/** Members recorded and enqueued per transaction: a big list never holds one long lock. */
const BATCH = 500;

type DigestDeps = Pick<AppDeps, 'db' | 'catalogue' | 'config' | 'jobs' | 'unsubscribeTokens'>;

export interface DigestRun {
  week: string;
  lectures: number;
  /** Mails enqueued by this run (0 on a re-run of the same week). */
  sent: number;
}

/** Lectures members can see that were added during the week, oldest first. */
export function newLectures(forMembers: CatalogueLecture[], week: IsoWeek): CatalogueLecture[] {
  return forMembers
    .filter(({ lecture }) => lecture.createdAt >= week.start && lecture.createdAt < week.end)
    .sort((a, b) => a.lecture.createdAt.getTime() - b.lecture.createdAt.getTime() || a.lecture.id - b.lecture.id);
}

/**
 * The scheduled weekly digest: the last whole week's new lectures to every member who wants them.
 * Each (member, week) is recorded under a unique key in the same transaction that enqueues the
 * member's mail, and only newly recorded members get one: a re-run, or two workers at once, send
 * nothing twice, and a crash leaves neither a record without its mail nor a mail without its record.
 */
export async function sendWeeklyDigest(deps: DigestDeps, now: Date): Promise<DigestRun> {
  const week = digestWeek(now);
  const lectures = newLectures((await deps.catalogue.snapshot()).forMembers, week);
  if (lectures.length === 0) return { week: week.label, lectures: 0, sent: 0 };
  const links = digestLinks(deps.config.publicUrl);
  const listed: DigestLecture[] = lectures.map(({ lecture, course, category }) => ({
    name: lecture.name,
    course: course.title,
    category: category.title,
    href: links.lecture(lecture.id),
  }));
  const members = await mailableMembers(deps.db, now, digestOptOuts);
  let sent = 0;
  for (let from = 0; from < members.length; from += BATCH) {
    const batch = members.slice(from, from + BATCH);
    const client = await deps.db.$client.connect();
    try {
      await client.query('begin');
      const recorded = await client.query<{ user_id: number }>(
        `insert into digest_sends (user_id, week, sent_at)
         select unnest($1::int[]), $2, $3 on conflict do nothing returning user_id`,
        [batch.map((member) => member.id), week.label, now],
      );
      const fresh = new Set(recorded.rows.map((row) => row.user_id));
      const mails = batch
        .filter((member) => fresh.has(member.id))
        .map((member) => {
          const token = deps.unsubscribeTokens.sign(member.id);
          return {
            name: QUEUES.mail.name,
            data: digestMail({
              to: member.email,
              name: member.name,
              week,
              lectures: listed,
              unsubscribeHref: links.unsubscribePage(token),
              oneClickHref: links.oneClick(token),
            }),
          };
        });
      if (mails.length > 0) {
        await deps.jobs.boss.insert(mails, { db: { executeSql: (text, values) => client.query(text, values) } });
      }
      await client.query('commit');
      sent += mails.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return { week: week.label, lectures: lectures.length, sent };
}
