import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { favourites, progress } from '../../db/schema.js';
import type { ChangeFeed } from '../../services/change-feed.js';
import { KeyedCache } from '../../services/keyed-cache.js';

export interface ProgressEntry {
  watchedSeconds: number;
  lastPosition: number;
  updatedAt: Date;
}

/** One member's saved lectures and progress: what makes a lecture record theirs. */
export interface LearningState {
  /** Saved lecture ids, newest first. */
  favourites: number[];
  favouriteSet: Set<number>;
  progress: Map<number, ProgressEntry>;
}

const CAPACITY = 20_000;

/**
 * Each member's learning state, in two queries and then from memory until the change feed reports
 * a write to their favourites or progress (in any process). Keyed by user: never shared.
 */
export class Learning {
  private readonly cache: KeyedCache<number, LearningState>;
  private readonly loadFavourites;
  private readonly loadProgress;

  constructor(db: Db, feed: ChangeFeed) {
    this.cache = new KeyedCache(feed, CAPACITY);
    feed.on('learning', (userId) => (userId === undefined ? this.cache.clear() : this.cache.delete(userId)));
    this.loadFavourites = db
      .select({ lectureId: favourites.lectureId })
      .from(favourites)
      .where(eq(favourites.userId, sql.placeholder('id')))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .prepare('learning_favourites');
    this.loadProgress = db
      .select({ lectureId: progress.lectureId, watchedSeconds: progress.watchedSeconds, lastPosition: progress.lastPosition, updatedAt: progress.updatedAt })
      .from(progress)
      .where(eq(progress.userId, sql.placeholder('id')))
      .prepare('learning_progress');
  }

  of(userId: number): Promise<LearningState> {
    return this.cache.get(userId, async (id) => {
      const [favouriteRows, progressRows] = await Promise.all([this.loadFavourites.execute({ id }), this.loadProgress.execute({ id })]);
      const saved = favouriteRows.map((row) => row.lectureId);
      return {
        favourites: saved,
        favouriteSet: new Set(saved),
        progress: new Map(progressRows.map(({ lectureId, ...entry }) => [lectureId, entry])),
      };
    });
  }
}
