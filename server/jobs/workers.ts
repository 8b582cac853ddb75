import type { AppDeps } from '../deps.js';
import { sendWeeklyDigest } from '../modules/digest/send-digest.js';
import { remindStartedClasses } from '../modules/live/reminders.js';
import { sweepUnusedPictures } from '../modules/media/picture-sweep.js';
import { runLocalBilling } from '../modules/payments/local-billing-job.js';
import { indexUnindexedCaptions } from '../modules/search/caption-backfill.js';
import { sweepUploads } from '../modules/uploads/sweep.js';
import { hasFfmpeg } from '../modules/videos/ffmpeg.js';
import { recoverOrphans, runTranscode } from '../modules/videos/transcode-job.js';
import type { Mailer, MailMessage } from '../services/mail.js';
import { LIVE_REMINDERS_CRON, QUEUES, RENEW_LOCAL_CRON, SWEEP_UPLOADS_CRON, WEEKLY_DIGEST_CRON } from './queue.js';

// How often a worker looks for jobs a dead worker left active.
const ORPHAN_CHECK_MS = 5000;

export interface Workers {
  /** Stops taking jobs, kills running ffmpegs (their jobs go back to the queue), waits for the handlers. */
  stop(): Promise<void>;
}

/**
 * The job handlers of this process: inside `npm start` (RUN_JOBS=1, the default) or alone in
 * `npm run worker`. Same code either way.
 */
export async function startWorkers(deps: AppDeps, mailer: Mailer, log: (line: string) => void): Promise<Workers> {
  const stopping = new AbortController();
  const { boss } = deps.jobs;
  const transcode = QUEUES.transcode.name;
  let orphanTimer: NodeJS.Timeout | undefined;
  const mail = QUEUES.mail.name;
  const { metrics } = deps;
  await boss.work<MailMessage>(
    mail,
    metrics.timed(mail, async ([job]) => {
      await mailer.send(job.data).catch((error: unknown) => {
        metrics.mails.inc({ outcome: 'failed' });
        throw error;
      });
      metrics.mails.inc({ outcome: 'sent' });
    }),
  );
  const renew = QUEUES.renewLocal.name;
  await boss.schedule(renew, RENEW_LOCAL_CRON);
  await boss.work(
    renew,
    metrics.timed(renew, async () => {
      await runLocalBilling(deps, deps.now(), log);
    }),
  );
  const digest = QUEUES.weeklyDigest.name;
  await boss.schedule(digest, WEEKLY_DIGEST_CRON);
  await boss.work(
    digest,
    metrics.timed(digest, async () => {
      const run = await sendWeeklyDigest(deps, deps.now());
      if (run.sent > 0)
        log(`weekly digest ${run.week}: ${run.lectures} new lecture(s) mailed to ${run.sent} member(s)`);
    }),
  );
  const reminders = QUEUES.liveReminders.name;
  await boss.schedule(reminders, LIVE_REMINDERS_CRON);
  await boss.work(
    reminders,
    metrics.timed(reminders, async () => {
      const announced = await remindStartedClasses(deps, deps.now());
      if (announced > 0) log(`live class reminders: ${announced} class(es) announced`);
    }),
  );
  const sweep = QUEUES.sweepUploads.name;
  await boss.schedule(sweep, SWEEP_UPLOADS_CRON);
  await boss.work(
    sweep,
    metrics.timed(sweep, async () => {
      const removed = await sweepUploads(deps.config.dataDir, deps.db, { now: deps.now(), atStart: false });
      if (removed.length > 0) log(`removed ${removed.length} abandoned upload file(s)`);
      const pictures = await sweepUnusedPictures(deps, deps.now());
      if (pictures > 0) log(`removed ${pictures} uploaded picture(s) no record uses`);
    }),
  );
  await indexUnindexedCaptions(deps).then(
    (count) => count > 0 && log(`indexed ${count} caption file(s) stored before search existed`),
    (error: Error) => log(`indexing older caption files failed: ${error.message}`),
  );
  if (await hasFfmpeg()) {
    // One transcode at a time per process: ffmpeg already uses every core.
    await boss.work<{ videoKey: string }>(
      transcode,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      metrics.timed(transcode, async ([job]) => {
        await runTranscode(deps, job.data.videoKey, stopping.signal);
      }),
    );
    const pool = deps.db.$client;
    const recover = () =>
      recoverOrphans(pool, transcode, async (ids) => {
        for (const id of ids) await boss.fail(transcode, id, { message: 'its worker stopped' });
      }).then(
        (count) => count > 0 && log(`handed ${count} transcode job(s) of a stopped worker back to the queue`),
        (error: Error) => log(`looking for stopped transcodes failed: ${error.message}`),
      );
    await recover();
    orphanTimer = setInterval(recover, ORPHAN_CHECK_MS);
    orphanTimer.unref();
  } else {
    log('ffmpeg not found: uploaded videos play as uploaded, without HLS (apt-get install ffmpeg to transcode)');
  }
  return {
    async stop() {
      clearInterval(orphanTimer);
      stopping.abort();
      await Promise.all([transcode, sweep, mail, renew, digest, reminders].map((name) => boss.offWork(name))).catch(
        () => undefined,
      );
    },
  };
}
