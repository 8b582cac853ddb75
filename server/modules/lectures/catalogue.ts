import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { isStaff } from '../../access/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { categories, courses, lectures, lectureTags, tags, transcodes } from '../../db/schema.js';
import type { ChangeFeed } from '../../services/change-feed.js';
import { KeyedCache } from '../../services/keyed-cache.js';

interface Titled {
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
  /** CONTRACT §2: members see it only when its course, category and every tag are active. */
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

export interface CatalogueSnapshot {
  /** Live lectures in the contract's order: `order` ascending, then newest first. */
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

function pairsOf(entries: CatalogueLecture[]): CategoryPair[] {
  const pairs = new Map<string, CategoryPair>();
  for (const entry of entries) {
    const pair = pairs.get(pairKey(entry)) ?? { course: entry.course, category: entry.category, lengthSeconds: 0 };
    pair.lengthSeconds += entry.lecture.lengthSeconds;
    pairs.set(pairKey(entry), pair);
  }
  return [...pairs.values()].sort((a, b) => a.course.id - b.course.id || a.category.id - b.category.id);
}

/** The lectures this user may see in a snapshot, in the contract's order. */
export const visibleIn = (snapshot: CatalogueSnapshot, user: AuthUser): CatalogueLecture[] =>
  isStaff(user) ? snapshot.lectures : snapshot.forMembers;

/** The lecture of `id` if this user may see it. */
export function visibleEntry(snapshot: CatalogueSnapshot, user: AuthUser, id: number): CatalogueLecture | undefined {
  const entry = snapshot.byId.get(id);
  return entry && (isStaff(user) || entry.forMembers) ? entry : undefined;
}

/**
 * The catalogue every member shares (courses, categories, tags, live lectures), read in four
 * queries and kept until the change feed reports a write to any of those tables, in any process.
 */
export class Catalogue {
  private readonly cache: KeyedCache<'all', CatalogueSnapshot>;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.cache = new KeyedCache(feed, 1);
    feed.on('catalogue', () => this.cache.clear());
  }

  snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.get('all', () => this.load());
  }

  /** The lectures this user may see, in the contract's order. */
  async visibleTo(user: AuthUser): Promise<CatalogueLecture[]> {
    return visibleIn(await this.snapshot(), user);
  }

  /** One lecture this user may see, or undefined. */
  async lecture(user: AuthUser, id: number): Promise<CatalogueLecture | undefined> {
    return visibleEntry(await this.snapshot(), user, id);
  }

  private async load(): Promise<CatalogueSnapshot> {
    const titled = { id: courses.id, title: courses.title, status: courses.status };
    const [rows, tagRows, categoryRows] = await Promise.all([
      this.db
        .select({
          lecture: lectures,
          course: titled,
          category: { id: categories.id, title: categories.title, status: categories.status },
          hlsKey: transcodes.hlsKey,
          hasStoryboard: transcodes.hasStoryboard,
        })
        .from(lectures)
        .innerJoin(courses, eq(courses.id, lectures.courseId))
        .innerJoin(categories, eq(categories.id, lectures.categoryId))
        // A ladder once made keeps playing while it is made again.
        .leftJoin(transcodes, and(eq(transcodes.videoKey, lectures.videoKey), isNotNull(transcodes.hlsKey)))
        .where(isNull(lectures.deletedAt))
        .orderBy(asc(lectures.order), desc(lectures.createdAt), desc(lectures.id)),
      this.db
        .select({ lectureId: lectureTags.lectureId, id: tags.id, title: tags.title, status: tags.status })
        .from(lectureTags)
        .innerJoin(tags, eq(tags.id, lectureTags.tagId))
        .orderBy(asc(tags.id)),
      this.db.select({ id: categories.id, title: categories.title, status: categories.status }).from(categories),
    ]);
    const tagsOf = new Map<number, Titled[]>();
    for (const { lectureId, ...tag } of tagRows) tagsOf.set(lectureId, [...(tagsOf.get(lectureId) ?? []), tag]);
    const all = rows.map(({ lecture, course, category, hlsKey, hasStoryboard }): CatalogueLecture => {
      const lectureTagList = tagsOf.get(lecture.id) ?? [];
      const forMembers = course.status && category.status && lectureTagList.every((tag) => tag.status);
      return {
        lecture,
        course,
        category,
        tags: lectureTagList,
        forMembers,
        searchName: lecture.name.toLowerCase(),
        ladder: hlsKey ? { hlsKey, hasStoryboard: hasStoryboard ?? false } : null,
      };
    });
    const forMembers = all.filter((entry) => entry.forMembers);
    return {
      lectures: all,
      forMembers,
      pairs: { staff: pairsOf(all), members: pairsOf(forMembers) },
      byId: new Map(all.map((entry) => [entry.lecture.id, entry])),
      categories: new Map(categoryRows.map((category) => [category.id, category])),
    };
  }
}
