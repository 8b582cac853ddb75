import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ChangeFeed } from '../../services/change-feed.js';
import { KeyedCache } from '../../services/keyed-cache.js';
import { RAISES as FAVOURITE_WRITES } from '../favourites/favourites-store.js';
import { favourites } from '../favourites/schema.js';
import { RAISES as PROGRESS_WRITES } from './progress-writer.js';
import { progress, watchLog } from './schema.js';

export interface ProgressEntry {
  watchedSeconds: number;
  lastPosition: number;
  updatedAt: Date;
}

/** One member's saved lectures and progress: what makes a lecture record theirs. */
export interface LearningState {
  userId: number;
  /** Saved lecture ids, newest first. */
  favourites: number[];
  favouriteSet: Set<number>;
  progress: Map<number, ProgressEntry>;
}

/** Seconds newly watched at a time: the dashboard's weekly changes are sums of these. */
export interface WatchLogEntry {
  atMs: number;
  seconds: number;
  completed: boolean;
}

const CAPACITY = 20_000;
/** The dashboard compares the last 7 days with the 7 before. */
export const WATCH_LOG_SPAN_MS = 14 * 86_400_000;

/**
 * Each member's learning state, in two queries and then from memory until the change feed reports
 * a write to their favourites or progress (in any process). Keyed by user: never shared.
 */
export class Learning {
  private readonly cache: KeyedCache<number, LearningState>;
  private readonly watchLogs: KeyedCache<number, WatchLogEntry[]>;
  private readonly loadWatchLog;
  private readonly loadFavourites;
  private readonly loadProgress;

  constructor(db: Db, feed: ChangeFeed) {
    this.cache = new KeyedCache(feed, CAPACITY);
    this.watchLogs = new KeyedCache(feed, CAPACITY);
    // Made of favourites, progress and the watch log: dropped on what their writes raise, naming the member.
    const drop = (userId?: number) => {
      for (const cache of [this.cache, this.watchLogs]) {
        if (userId === undefined) cache.clear();
        else cache.delete(userId);
      }
    };
    for (const kind of new Set([...FAVOURITE_WRITES, ...PROGRESS_WRITES])) feed.on(kind, drop);
    this.loadWatchLog = db
      .select({ at: watchLog.at, seconds: watchLog.seconds, completed: watchLog.completed })
      .from(watchLog)
      .where(and(eq(watchLog.userId, sql.placeholder('id')), gt(watchLog.at, sql.placeholder('since'))))
      .prepare('learning_watch_log');
    this.loadFavourites = db
      .select({ lectureId: favourites.lectureId })
      .from(favourites)
      .where(eq(favourites.userId, sql.placeholder('id')))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .prepare('learning_favourites');
    this.loadProgress = db
      .select({
        lectureId: progress.lectureId,
        watchedSeconds: progress.watchedSeconds,
        lastPosition: progress.lastPosition,
        updatedAt: progress.updatedAt,
      })
      .from(progress)
      .where(eq(progress.userId, sql.placeholder('id')))
      .prepare('learning_progress');
  }

  /**
   * The member's watch log of the 14 days before `now`. Kept rows stay right as time moves on: the
   * window only moves forward, and a new row is a write that drops them.
   */
  async watchLog(userId: number, now: Date): Promise<WatchLogEntry[]> {
    const rows = await this.watchLogs.get(userId, async (id) => {
      const found = await this.loadWatchLog.execute({ id, since: new Date(now.getTime() - WATCH_LOG_SPAN_MS) });
      return found.map((row) => ({ atMs: row.at.getTime(), seconds: row.seconds, completed: row.completed }));
    });
    const since = now.getTime() - WATCH_LOG_SPAN_MS;
    return rows.filter((row) => row.atMs > since && row.atMs <= now.getTime());
  }

  /** The member's state when it is in memory (what `of` would answer at once), else undefined. */
  peek(userId: number): LearningState | undefined {
    return this.cache.peek(userId);
  }

  of(userId: number): Promise<LearningState> {
    return this.cache.get(userId, async (id) => {
      const [favouriteRows, progressRows] = await Promise.all([
        this.loadFavourites.execute({ id }),
        this.loadProgress.execute({ id }),
      ]);
      const saved = favouriteRows.map((row) => row.lectureId);
      return {
        userId: id,
        favourites: saved,
        favouriteSet: new Set(saved),
        progress: new Map(progressRows.map(({ lectureId, ...entry }) => [lectureId, entry])),
      };
    });
  }
}
