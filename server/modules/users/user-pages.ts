import type { Db } from '../../db/database.js';
import type { Role } from '../../schemas/index.js';
import type { ListQuery } from '../../schemas/list.js';
import type { ChangeFeed } from '../../services/change-feed.js';
import { KeyedCache } from '../../services/keyed-cache.js';
import { readList } from '../shared/lists.js';
import type { UserPage } from './page-answer.js';
import { RECOUNTED_ON, userListReads, usersListFilter } from './user-management-store.js';
import { RAISES } from './users-store.js';

type UsersQuery = ListQuery<keyof ReturnType<typeof usersListFilter>['sortable']> & { role?: Role };

/**
 * User Management's pages as read from the database, kept until any user or subscription changes (in
 * any process); `page-answer.ts` makes their JSON again when the clock passes a member's access end.
 */
export class UserPages {
  private readonly pages: KeyedCache<string, UserPage>;
  // The total without a search, kept apart: a rename drops the pages but cannot change it.
  private readonly totals: KeyedCache<string, number>;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.pages = new KeyedCache(feed, 500);
    this.totals = new KeyedCache(feed, 10);
    for (const kind of RAISES) feed.on(kind, () => this.pages.clear());
    for (const kind of RECOUNTED_ON) feed.on(kind, () => this.totals.clear());
  }

  read(query: UsersQuery): Promise<UserPage> {
    return this.pages.get(JSON.stringify(query), () => {
      const reads = userListReads(this.db);
      return readList(query, {
        ...usersListFilter(query),
        rows: reads.rows,
        count: (where) =>
          query.q ? reads.count(where) : this.totals.get(query.role ?? 'all', () => reads.count(where)),
      });
    });
  }
}
