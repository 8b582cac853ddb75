import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { lectures } from './schema.js';

export interface Titled {
  id: number;
  title: string;
  status: boolean;
}

/** A live lecture with what members see of it, as every process holds it in memory. */
export interface CatalogueLecture {
  lecture: typeof lectures.$inferSelect;
  course: Titled;
  category: Titled;
  tags: Titled[];
  /** Members see it only when its course, category and every tag are active (docs/API.md#records). */
  forMembers: boolean;
  /** The name lower-cased, for `q`. */
  searchName: string;
  /** Its video's HLS ladder, once transcoded. */
  ladder: { hlsKey: string; hasStoryboard: boolean } | null;
}

/** A course and category pair with lectures, and their total length: a column of category progress. */
export interface CategoryPair {
  course: Titled;
  category: Titled;
  lengthSeconds: number;
}

/** What every member shares, as one process holds it; never changed once made (answers are kept by it). */
export interface CatalogueSnapshot {
  /** Live lectures in the API's order: `order` ascending, then newest first. */
  lectures: CatalogueLecture[];
  /** The same, only those members see. */
  forMembers: CatalogueLecture[];
  byId: Map<number, CatalogueLecture>;
  categories: Map<number, Titled>;
  /** Pairs by course then category id, over what staff see and what members see. */
  pairs: { staff: CategoryPair[]; members: CategoryPair[] };
}

/** The key of a lecture's course and category pair. */
export const pairKey = (entry: Pick<CatalogueLecture, 'course' | 'category'>) =>
  `${entry.course.id}:${entry.category.id}`;

/** The lectures this user may see in a snapshot, in the API's order. */
export const visibleIn = (snapshot: CatalogueSnapshot, user: AuthUser): CatalogueLecture[] =>
  isStaff(user) ? snapshot.lectures : snapshot.forMembers;

/** The lecture of `id` if this user may see it. */
export function visibleEntry(snapshot: CatalogueSnapshot, user: AuthUser, id: number): CatalogueLecture | undefined {
  const entry = snapshot.byId.get(id);
  return entry && (isStaff(user) || entry.forMembers) ? entry : undefined;
}

/**
 * The API's order: `order` ascending, then newest first, then the higher id. Sorted here, not
 * by SQL, so a lecture read again alone lands where a full read would put it (PostgreSQL orders by
 * microseconds, a JavaScript date holds milliseconds).
 */
export function inCatalogueOrder(a: CatalogueLecture, b: CatalogueLecture): number {
  return (
    a.lecture.order - b.lecture.order ||
    b.lecture.createdAt.getTime() - a.lecture.createdAt.getTime() ||
    b.lecture.id - a.lecture.id
  );
}

function pairsOf(entries: CatalogueLecture[]): CategoryPair[] {
  // Keyed by numbers, not `pairKey` strings: a string per lecture costs most of a patch's time at 100 000.
  const byCourse = new Map<number, Map<number, CategoryPair>>();
  for (const { course, category, lecture } of entries) {
    let row = byCourse.get(course.id);
    if (!row) byCourse.set(course.id, (row = new Map()));
    let pair = row.get(category.id);
    if (!pair) row.set(category.id, (pair = { course, category, lengthSeconds: 0 }));
    pair.lengthSeconds += lecture.lengthSeconds;
  }
  return [...byCourse.values()]
    .flatMap((row) => [...row.values()])
    .sort((a, b) => a.course.id - b.course.id || a.category.id - b.category.id);
}

/** A snapshot of these lectures, already in catalogue order. */
export function snapshotOf(all: CatalogueLecture[], categories: Map<number, Titled>): CatalogueSnapshot {
  const forMembers = all.filter((entry) => entry.forMembers);
  const byId = new Map<number, CatalogueLecture>();
  for (const entry of all) byId.set(entry.lecture.id, entry);
  return {
    lectures: all,
    forMembers,
    pairs: { staff: pairsOf(all), members: pairsOf(forMembers) },
    byId,
    categories,
  };
}

/**
 * A new snapshot where the lectures of `changed` are as `fresh` holds them (a changed id missing
 * from `fresh` is gone): the kept entries and the fresh ones merged in order, without a sort of all.
 */
export function patched(base: CatalogueSnapshot, changed: Set<number>, fresh: CatalogueLecture[]): CatalogueSnapshot {
  const kept = base.lectures.filter((entry) => !changed.has(entry.lecture.id));
  const added = [...fresh].sort(inCatalogueOrder);
  const merged: CatalogueLecture[] = [];
  let next = 0;
  for (const entry of kept) {
    while (next < added.length && inCatalogueOrder(added[next], entry) < 0) merged.push(added[next++]);
    merged.push(entry);
  }
  merged.push(...added.slice(next));
  return snapshotOf(merged, base.categories);
}
