import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import type { ChangeFeed } from '../../services/change-feed.js';
import { RAISES as CATALOGUE_WRITES } from '../catalogue/catalogue-store.js';
import { loadCatalogue, loadEntries } from './catalogue-load.js';
import {
  type CatalogueLecture,
  type CatalogueSnapshot,
  patched,
  visibleEntry,
  visibleIn,
} from './catalogue-snapshot.js';
import { RAISES as LECTURE_WRITES } from './lectures-store.js';

/**
 * A statement changing more lectures than this (a bulk import, a reorder of all) reads the whole catalogue
 * again: the ids of a read stay far under PostgreSQL's 65 535 parameters, and such writes are rare.
 */
const MOST_LECTURES_PATCHED = 1000;

/** What the snapshot in hand is stale in: everything, or some lectures and some videos' ladders. */
class StaleParts {
  all = false;
  readonly lectures = new Set<number>();
  readonly ladders = new Set<string>();

  merge(other: StaleParts): void {
    this.all ||= other.all;
    for (const id of other.lectures) this.lectures.add(id);
    for (const videoKey of other.ladders) this.ladders.add(videoKey);
  }

  /** The changed lectures of `base`: those named, and those playing a video whose ladder changed. */
  lecturesOf(base: CatalogueSnapshot): Set<number> {
    const ids = new Set(this.lectures);
    if (this.ladders.size > 0) {
      for (const entry of base.lectures) if (this.ladders.has(entry.lecture.videoKey)) ids.add(entry.lecture.id);
    }
    return ids;
  }
}

/**
 * The catalogue every member shares (courses, categories, tags, live lectures), held in memory by each
 * process. The change feed says what any process wrote: a write to lectures names them and only they
 * are read again; a course, category or tag write reads it all. A call made after a change was heard
 * gets a snapshot read after it.
 */
export class Catalogue {
  private current?: { snapshot: CatalogueSnapshot; generation: number };
  /** Counts the changes heard: a snapshot is current while no change came after its read began. */
  private generation = 0;
  private stale = new StaleParts();
  private running?: { snapshot: Promise<CatalogueSnapshot>; generation: number };
  private queued?: Promise<CatalogueSnapshot>;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {
    const everything = () => {
      this.heard().all = true;
    };
    // A course, category or tag write changes what many lectures show: all is read again.
    for (const kind of CATALOGUE_WRITES) feed.on(kind, everything);
    feed.onReset(everything);
    // A lecture write names the lecture: only it is read again.
    for (const kind of LECTURE_WRITES)
      feed.on(kind, (id) => (id !== undefined && Number.isInteger(id) ? this.heard().lectures.add(id) : everything()));
    feed.on('ladder', (_, videoKey) => this.heard().ladders.add(videoKey ?? ''));
  }

  /** The snapshot `snapshot()` would answer at once, else undefined (it must be read first). */
  peek(): CatalogueSnapshot | undefined {
    return this.feed.live && this.current?.generation === this.generation ? this.current.snapshot : undefined;
  }

  snapshot(): Promise<CatalogueSnapshot> {
    // Without the feed nobody can say what changed: read it all, keep nothing.
    if (!this.feed.live) return loadCatalogue(this.db);
    const current = this.peek();
    if (current) return Promise.resolve(current);
    if (this.running?.generation === this.generation) return this.running.snapshot;
    // One read at a time, each from the snapshot the last one made: callers arriving meanwhile share the next.
    this.queued ??= (this.running?.snapshot.catch(() => undefined) ?? Promise.resolve()).then(() => {
      this.queued = undefined;
      this.running = { generation: this.generation, snapshot: this.refresh() };
      return this.running.snapshot;
    });
    return this.queued;
  }

  /** The lectures this user may see, in the API's order. */
  async visibleTo(user: AuthUser): Promise<CatalogueLecture[]> {
    return visibleIn(await this.snapshot(), user);
  }

  /** One lecture this user may see, or undefined. */
  async lecture(user: AuthUser, id: number): Promise<CatalogueLecture | undefined> {
    return visibleEntry(await this.snapshot(), user, id);
  }

  /** A change was heard: the snapshot in hand is no longer current; returns where to note what changed. */
  private heard(): StaleParts {
    this.generation += 1;
    return this.stale;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const generation = this.generation;
    const base = this.current?.snapshot;
    const stale = this.stale;
    this.stale = new StaleParts();
    try {
      const snapshot = await this.read(base, stale);
      this.current = { snapshot, generation };
      return snapshot;
    } catch (error) {
      // The next call reads again what this read was to bring in.
      this.stale.merge(stale);
      this.generation += 1;
      throw error;
    }
  }

  private async read(base: CatalogueSnapshot | undefined, stale: StaleParts): Promise<CatalogueSnapshot> {
    if (!base || stale.all) return loadCatalogue(this.db);
    const changed = stale.lecturesOf(base);
    if (changed.size === 0) return base;
    if (changed.size > MOST_LECTURES_PATCHED) return loadCatalogue(this.db);
    return patched(base, changed, await loadEntries(this.db, [...changed]));
  }
}
