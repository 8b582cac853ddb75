import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { EmailTokens } from './modules/auth/email-tokens.js';
import type { UnsubscribeTokens } from './modules/digest/unsubscribe-tokens.js';
import type { Catalogue } from './modules/lectures/catalogue.js';
import type { LiveFigures } from './modules/live/live-figures.js';
import type { LiveIngest } from './modules/live/live-ingest.js';
import type { LiveViewers } from './modules/live/live-viewers.js';
import type { PaymentsProvider } from './modules/payments/provider.js';
import type { Learning } from './modules/progress/learning-state.js';
import type { SecondFactorKeys } from './modules/second-factor/keys.js';
import type { PersonalAnswerCache } from './modules/shared/personal-answer-cache.js';
import type { Budgets } from './services/budgets.js';
import type { ChangeFeed } from './services/change-feed.js';
import type { JwtService } from './services/jwt.js';
import type { Lifecycle } from './services/lifecycle.js';
import type { LiveSessions } from './services/live-sessions.js';
import type { Mailer } from './services/mail.js';
import type { MediaStore } from './services/media-store.js';
import type { MediaUrls } from './services/media-urls.js';
import type { Metrics } from './services/metrics.js';
import type { Realtime } from './services/realtime.js';
import type { SignedInUsers } from './services/signed-in.js';
import type { WorkQueue } from './services/work-queue.js';

/** What route plugins need from the outside world; tests build it with a fresh database. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  jwt: JwtService;
  tokens: EmailTokens;
  /** Socket.IO pushes: `toUsers`, `toAllUsers`, `toStaff`; `on(event)` for client events. */
  realtime: Realtime;
  /** The membership payment gateway PAYMENTS_PROVIDER names: local or stripe. */
  payments: PaymentsProvider;
  /** Signs media keys into expiring `/media/…` URLs and checks them. */
  mediaUrls: MediaUrls;
  /** Where media bytes live: DATA_DIR/media or an S3 bucket. */
  media: MediaStore;
  /** PostgreSQL's notifications that rows changed: what lets the caches below stay in memory. */
  changeFeed: ChangeFeed;
  /** Callers' user rows and subscriptions, in memory until they change. */
  signedIn: SignedInUsers;
  /** Sign-in sessions (what each key names), in memory until revoked. */
  liveSessions: LiveSessions;
  /** Courses, categories, tags and live lectures, in memory until a staff write. */
  catalogue: Catalogue;
  /** Each member's favourites and progress, in memory until they change. */
  learning: Learning;
  /** Members' lecture and progress answers as bytes, until their learning state or the catalogue changes. */
  answerCache: PersonalAnswerCache;
  /** Durable jobs in PostgreSQL (pg-boss): transcodes. */
  jobs: JobQueue;
  /** Set with REDIS_URL: shared state for several processes. */
  redis?: Redis;
  /** Seals TOTP secrets and hashes second-factor tokens and codes. */
  secondFactorKeys: SecondFactorKeys;
  /** Counters every process shares (in Redis, else PostgreSQL): wrong reset codes, mails, sign-in failures. */
  budgets: Budgets;
  /** Work done after the answer (account mails), a few at once with a bounded backlog; closing waits for it. */
  background: WorkQueue;
  /** Signs and checks the weekly digest's unsubscribe links. */
  unsubscribeTokens: UnsubscribeTokens;
  /** This process's Prometheus figures (docs/API.md#metrics). */
  metrics: Metrics;
  /** Live classes' RTMP ingest, HLS encoding and recording: on the process that has RTMP_PORT. */
  liveIngest?: LiveIngest;
  /** Who is watching each live class, as this process serves its playlists. */
  liveViewers: LiveViewers;
  /** Staff's figures of a live class (viewers, ingest bitrate), shared by every process through the database. */
  liveFigures: LiveFigures;
  /** Whether the process is closing: it then answers not ready. */
  lifecycle: Lifecycle;
  /** The current time; tests move it instead of waiting. */
  now: () => Date;
}
