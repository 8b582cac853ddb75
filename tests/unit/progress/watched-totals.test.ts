import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../server/access/types.js';
import { type CatalogueLecture, snapshotOf } from '../../../server/modules/lectures/catalogue-snapshot.js';
import type { LearningState } from '../../../server/modules/progress/learning-state.js';
import { watchedTotals } from '../../../server/modules/progress/watched-totals.js';

const course = { id: 1, title: 'NLHE', status: true };
const category = { id: 1, title: 'Preflop', status: true };
const categories = new Map([[category.id, category]]);

/** A catalogue of 100-second lectures; `hidden` ones are staff-only. */
function catalogue(ids: number[], hidden: number[] = [], lengthSeconds = 100) {
  const entries = ids.map((id): CatalogueLecture => ({
    lecture: { id, order: id, createdAt: new Date(0), lengthSeconds } as CatalogueLecture['lecture'],
    course,
    category,
    tags: [],
    forMembers: !hidden.includes(id),
    searchName: `lecture ${id}`,
    ladder: null,
  }));
  return snapshotOf(entries, categories);
}

function learning(watched: Record<number, number>): LearningState {
  const progress = new Map(
    Object.entries(watched).map(([id, seconds]) => [
      Number(id),
      { watchedSeconds: seconds, lastPosition: 0, updatedAt: new Date(0) },
    ]),
  );
  return { userId: 7, favourites: [], favouriteSet: new Set(), progress };
}

const as = (role: AuthUser['role']): AuthUser => ({
  id: 7,
  role,
  name: 'Sam',
  email: 'sam@example.com',
  subscribedUser: true,
  tokenVersion: 0,
  sessionId: 's',
});

describe("a member's watched totals", () => {
  it('sums the lectures the caller may see, each at most its length, completed from 90 %', () => {
    const state = learning({ 1: 95, 2: 250, 3: 40, 4: 100, 99: 60 });
    const snapshot = catalogue([1, 2, 3, 4], [4]);
    expect(watchedTotals(state, snapshot, as('member'))).toMatchObject({ seconds: 235, completed: 2 });
    expect(watchedTotals(state, snapshot, as('admin'))).toMatchObject({ seconds: 335, completed: 3 });
    // Asked again as a member after staff: the member's own figures, not the staff ones kept last.
    expect(watchedTotals(state, snapshot, as('member'))).toMatchObject({ seconds: 235, completed: 2 });
  });

  it('follows a new catalogue for the same learning state, and a new learning state for the same catalogue', () => {
    const state = learning({ 1: 95, 2: 50 });
    expect(watchedTotals(state, catalogue([1, 2]), as('member'))).toMatchObject({ seconds: 145, completed: 1 });
    expect(watchedTotals(state, catalogue([1, 2], [], 50), as('member'))).toMatchObject({ seconds: 100, completed: 2 });
    const snapshot = catalogue([1, 2], [1]);
    expect(watchedTotals(state, snapshot, as('member'))).toMatchObject({ seconds: 50, completed: 0 });
    expect(watchedTotals(learning({ 1: 95, 2: 90 }), snapshot, as('member'))).toMatchObject({
      seconds: 90,
      completed: 1,
    });
  });
});
