import type { Mailer } from '../services/mail.js';
import type { Metrics } from '../services/metrics.js';
import { type JobQueue, QUEUES } from './queue.js';

/**
 * Mail that is not lost when its transport is down: sent at once, and when the transport
 * refuses it (SMTP away), the message waits in the job queue, where a worker retries it with backoff.
 * The caller's request succeeds either way. (The message, links included, sits in the queue's table
 * until it is sent.)
 */
export function queuedMailer(mailer: Mailer, jobs: JobQueue, metrics: Metrics, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mails.inc({ outcome: 'sent' });
      } catch (error) {
        metrics.mails.inc({ outcome: 'failed' });
        await jobs.send(QUEUES.mail.name, message);
        metrics.mails.inc({ outcome: 'queued' });
        log(`mail "${message.subject}" not sent now (${(error as Error).message}): queued to retry`);
      }
    },
    close: () => mailer.close(),
  };
}
