import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions } from '../modules/sessions/schema.js';
import type { ChangeFeed } from './change-feed.js';
import { KeyedCache } from './keyed-cache.js';

export type SessionRow = typeof sessions.$inferSelect;

/** Where a request came from, as a session and the security history keep it. */
export interface RequestOrigin {
  address: string | null;
  userAgent: string | null;
}

const CAPACITY = 100_000;
/** A call refreshes `last_seen_at` in the database at most this often (per session and process). */
const LAST_SEEN_STEP_MS = 5 * 60_000;
/** Ended sessions stay listed in the database this long, then go at the user's next sign-in. */
const KEEP_ENDED_MS = 30 * 24 * 3600_000;
const USER_AGENT_MAX = 512;

/**
 * Not revoked and not expired. Expiry follows the wall clock, as the key's own `exp` does (the JWT
 * check reads it so): a session and its key end at the same instant.
 */
export const isLive = (session: SessionRow | null): session is SessionRow =>
  session !== null && session.revokedAt === null && session.expiresAt.getTime() > Date.now();

/**
 * Sign-in sessions, kept in memory by id: checking that a key's session is live costs a map lookup
 * while nothing changed. Revoking or removing a row anywhere reaches every process through the
 * change feed (`session:<id>`) and drops the entry, so the next check reads the row again.
 */
export class LiveSessions {
  private readonly cache: KeyedCache<string, SessionRow | null>;
  private readonly loadOne;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.cache = new KeyedCache(feed, CAPACITY);
    feed.on('session', (_id, subject) => (subject === undefined ? this.cache.clear() : this.cache.delete(subject)));
    this.loadOne = db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('live_session');
  }

  /** The session when it is in memory (null: known not to exist), else undefined. */
  peek(id: string): SessionRow | null | undefined {
    return this.cache.peek(id);
  }

  get(id: string): Promise<SessionRow | null> {
    return this.cache.get(id, async (key) => (await this.loadOne.execute({ id: key }))[0] ?? null);
  }

  /** A new session, and the user's sessions that ended long ago cleared away. */
  async start(userId: number, remember: boolean, expiresAt: Date, origin: RequestOrigin, now: Date) {
    const [row] = await this.db
      .insert(sessions)
      .values({
        id: randomBytes(18).toString('base64url'),
        userId,
        remember,
        expiresAt,
        createdAt: now,
        lastSeenAt: now,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        address: origin.address,
      })
      .returning();
    // Ended by the wall clock, as `isLive` judges: on another clock (a test's advanced one) the
    // sweep could take sessions still live, the one just started among them.
    const endedBefore = new Date(Date.now() - KEEP_ENDED_MS);
    await this.db
      .delete(sessions)
      .where(
        and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore))),
      );
    return row;
  }

  /** Notes that a live session was used; the database hears of it only once per step. */
  touch(session: SessionRow, now: Date): void {
    if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return;
    session.lastSeenAt = now;
    // Best effort: a lost write only makes "last seen" a few minutes older.
    void this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.id, session.id))
      .catch(() => undefined);
  }

  /** The user's live sessions, newest first. */
  listLive(userId: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt));
  }

  /** Revokes one live session of the user; false when the user has none by that id. */
  async revoke(userId: number, id: string, now: Date): Promise<boolean> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length > 0;
  }

  /** Revokes every live session of the user, but `keep` when given; how many it revoked. */
  async revokeAll(userId: number, now: Date, keep?: string): Promise<number> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          keep === undefined ? undefined : ne(sessions.id, keep),
        ),
      )
      .returning({ id: sessions.id });
    return revoked.length;
  }
}
