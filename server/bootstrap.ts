import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';
import { migrateDatabase, openDatabase } from './db/database.js';
import { readOrCreateSecret } from './db/embedded.js';
import { seed } from './db/seed.js';
import type { AppDeps } from './deps.js';
import { JobQueue } from './jobs/queue.js';
import { queuedMailer } from './jobs/queued-mailer.js';
import { startWorkers, type Workers } from './jobs/workers.js';
import { EmailTokens } from './modules/auth/email-tokens.js';
import { UnsubscribeTokens } from './modules/digest/unsubscribe-tokens.js';
import { Catalogue } from './modules/lectures/catalogue.js';
import { LiveFigures } from './modules/live/live-figures.js';
import { LiveViewers } from './modules/live/live-viewers.js';
import { startLiveIngest } from './modules/live/start-ingest.js';
import { createPaymentsProvider } from './modules/payments/create-provider.js';
import { Learning } from './modules/progress/learning-state.js';
import { SecondFactorKeys } from './modules/second-factor/keys.js';
import { PersonalAnswerCache } from './modules/shared/personal-answer-cache.js';
import { queueMissingTranscodes, transcodingEnabled } from './modules/videos/transcodes.js';
import { sessionUser, userForToken } from './plugins/auth.js';
import { createBudgets } from './services/budgets.js';
import { ChangeFeed } from './services/change-feed.js';
import { closeStep } from './services/close-step.js';
import { createMediaStore } from './services/create-media-store.js';
import { JwtService } from './services/jwt.js';
import { Lifecycle } from './services/lifecycle.js';
import { LiveSessions } from './services/live-sessions.js';
import { createMailer } from './services/mail.js';
import { MediaUrls } from './services/media-urls.js';
import { Metrics } from './services/metrics.js';
import { useHashCostFor } from './services/passwords.js';
import { Realtime } from './services/realtime.js';
import { connectRedis } from './services/redis.js';
import { closeSocketsOnRevocation } from './services/revoked-sockets.js';
import { SignedInUsers } from './services/signed-in.js';
import { ClientEventBudget } from './services/socket-budget.js';
import { WorkQueue } from './services/work-queue.js';

// Background work (mails after the answer): a few at once, and a backlog past which more is dropped.
const BACKGROUND_AT_ONCE = 4;
const BACKGROUND_WAITING = 500;
// Handlers get this long to notice the stop and hand their jobs back before the queue closes.
const JOBS_GRACE_MS = 5000;

export interface Services {
  deps: AppDeps;
  close(): Promise<void>;
}

/** Database up, migrated and seeded; secrets, mail and clock ready: everything the app needs. */
export async function startServices(
  config: Config,
  log: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<Services> {
  useHashCostFor(config.NODE_ENV);
  await fs.mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config, log);
  const media = createMediaStore(config);
  try {
    await migrateDatabase(database);
    await seed(database.db, config, media, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = config.JWT_SECRET ?? (await readOrCreateSecret(path.join(config.dataDir, 'jwt-secret.txt'), 48));
  const mailer = createMailer(config, log);
  const deps = { config, db: database.db, mailer, media, jwt: new JwtService(secret), now } as AppDeps;
  deps.metrics = new Metrics();
  deps.lifecycle = new Lifecycle();
  deps.tokens = new EmailTokens(deps, secret);
  deps.unsubscribeTokens = new UnsubscribeTokens(secret);
  deps.secondFactorKeys = new SecondFactorKeys(secret);
  deps.mediaUrls = new MediaUrls(secret, config.MEDIA_URL_TTL_S, () => deps.now());
  deps.payments = createPaymentsProvider(deps);
  deps.changeFeed = new ChangeFeed(database.url);
  await deps.changeFeed.start();
  deps.signedIn = new SignedInUsers(database.db, deps.changeFeed);
  deps.liveSessions = new LiveSessions(database.db, deps.changeFeed);
  deps.catalogue = new Catalogue(database.db, deps.changeFeed);
  deps.learning = new Learning(database.db, deps.changeFeed);
  deps.answerCache = new PersonalAnswerCache(deps);
  deps.jobs = new JobQueue(database.url, log);
  await deps.jobs.start();
  deps.mailer = queuedMailer(mailer, deps.jobs, deps.metrics, log);
  // Workers send queued mail with the transport itself: a failure there is the job's to retry.
  const workers: Workers | undefined = config.RUN_JOBS ? await startWorkers(deps, mailer, log) : undefined;
  // Tests make their ladders on purpose; a real deployment catches up on every video without one.
  if (config.NODE_ENV !== 'test' && (await transcodingEnabled(deps))) {
    const queued = await queueMissingTranscodes(deps);
    if (queued > 0) log(`queued ${queued} lecture video(s) for HLS transcoding`);
  }
  deps.redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  deps.budgets = createBudgets(deps);
  deps.background = new WorkQueue(BACKGROUND_AT_ONCE, BACKGROUND_WAITING);
  deps.realtime = new Realtime(
    {
      authenticate: (token) => userForToken(deps, token),
      current: (user) => sessionUser(deps, user.id, user.sessionId),
      sessionEndsAt: async (user) => (await deps.liveSessions.get(user.sessionId))?.expiresAt.getTime() ?? null,
    },
    config.NODE_ENV === 'production' ? false : config.corsOrigins,
    deps.redis,
    config.SOCKET_EVENTS_PER_MINUTE > 0 ? new ClientEventBudget(config.SOCKET_EVENTS_PER_MINUTE) : undefined,
    () => deps.changeFeed.sync(),
  );
  closeSocketsOnRevocation(deps.changeFeed, deps.realtime);
  deps.liveViewers = new LiveViewers(() => deps.now());
  deps.liveIngest = await startLiveIngest(config, deps, log);
  deps.liveFigures = new LiveFigures(deps, log);
  deps.liveFigures.start();
  deps.metrics.observe({
    pool: database.pool,
    openSockets: () => deps.realtime.openSockets,
    queueSizes: () => deps.jobs.sizes(),
  });
  return {
    deps,
    async close() {
      const step = (name: string, run: () => unknown) => closeStep(name, run, log);
      await step('the live ingest', () => deps.liveIngest?.close());
      await step('the live figures', () => deps.liveFigures.close());
      await step('the background work', () => deps.background.idle());
      await step('the job workers', () => workers?.stop());
      await step('the job queue', () => deps.jobs.stop(JOBS_GRACE_MS));
      mailer.close();
      await step('the change feed', () => deps.changeFeed.close());
      deps.redis?.disconnect();
      await step('the database', () => database.close());
    },
  };
}
