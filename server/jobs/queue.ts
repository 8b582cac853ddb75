import PgBoss from 'pg-boss';

/** The durable queues, each with its retry policy. */
export const QUEUES = {
  /** `{videoKey}`: make the HLS ladder and storyboard of a stored video. */
  transcode: {
    name: 'transcode-video',
    // 10 s, 20 s, 40 s apart; a transcode of a 4 h lecture still ends well within the expiry.
    options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 6 * 3600 },
  },
  /** A mail the transport refused when it was sent (SMTP down): retried for about 5 h (5 s, 10 s … doubling). */
  mail: {
    name: 'send-mail',
    options: { retryLimit: 12, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 },
  },
  /** Hourly (cron below): abandoned upload staging goes, whichever worker takes it. */
  sweepUploads: {
    name: 'sweep-uploads',
    options: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 15 * 60 },
  },
  /** Hourly (cron below): the local gateway's monthly renewals, as Stripe's billing would make them. */
  renewLocal: {
    name: 'renew-local-memberships',
    options: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 15 * 60 },
  },
  /** Weekly (cron below): the last week's new lectures to members who opted in, each (member, week) once. */
  weeklyDigest: {
    name: 'weekly-digest',
    options: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 30 * 60 },
  },
  /** Every minute (cron below): members told of the live classes that started, each class once. */
  liveReminders: {
    name: 'live-class-reminders',
    options: { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 5 * 60 },
  },
} as const;

export const SWEEP_UPLOADS_CRON = '17 * * * *';
export const RENEW_LOCAL_CRON = '23 * * * *';
/** Mondays 08:00 UTC, for the ISO week that ended at midnight. */
export const WEEKLY_DIGEST_CRON = '0 8 * * 1';
/** pg-boss's finest schedule: a reminder comes within a minute of the class's start. */
export const LIVE_REMINDERS_CRON = '* * * * *';

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/**
 * Jobs in PostgreSQL (pg-boss, schema `pgboss` of the app's own database): whatever must not be lost
 * when a process dies. Every process can send; the processes that run workers take them.
 */
export class JobQueue {
  readonly boss: PgBoss;

  constructor(url: string, log: (line: string) => void) {
    this.boss = new PgBoss({ connectionString: url, max: 3, application_name: 'poker-jobs' });
    // A lost connection is retried by pg-boss itself; say so instead of crashing.
    this.boss.on('error', (error) => log(`job queue: ${error.message}`));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const { name, options } of Object.values(QUEUES)) {
      if (await this.boss.getQueue(name)) continue;
      // Two processes starting together may both try: the loser's duplicate is harmless.
      await this.boss.createQueue(name, { name, ...options }).catch(async (error: Error) => {
        if (!(await this.boss.getQueue(name))) throw error;
      });
    }
  }

  send(name: QueueName, data: object): Promise<string | null> {
    return this.boss.send(name, data);
  }

  /** Queues many jobs in one statement, each with the queue's own options (retries, expiry). */
  async sendMany(name: QueueName, data: object[]): Promise<void> {
    await this.boss.insert(data.map((one) => ({ name, data: one })));
  }

  /** Jobs waiting in each queue (created, or failed and waiting to retry). */
  async sizes(): Promise<Record<string, number>> {
    const names = Object.values(QUEUES).map(({ name }) => name);
    const sizes = await Promise.all(names.map((name) => this.boss.getQueueSize(name)));
    return Object.fromEntries(names.map((name, index) => [name, sizes[index]]));
  }

  /** Stops taking jobs; running ones get `graceMs` to finish (their handlers see the stop first). */
  stop(graceMs: number): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: graceMs });
  }
}
