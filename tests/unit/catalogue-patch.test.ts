import { describe, expect, it } from 'vitest';
import {
  type CatalogueLecture,
  inCatalogueOrder,
  patched,
  snapshotOf,
} from '../../server/modules/lectures/catalogue-snapshot.js';

const course = { id: 1, title: 'NLHE', status: true };
const categories = [1, 2].map((id) => ({ id, title: `Category ${id}`, status: true }));

/** A catalogue entry with what ordering and the pairs read; ties in `order` and `createdAt` on purpose. */
function entry(id: number, order: number, createdSecond: number, categoryId = 1, lengthSeconds = 60): CatalogueLecture {
  return {
    lecture: { id, order, createdAt: new Date(createdSecond * 1000), lengthSeconds } as CatalogueLecture['lecture'],
    course,
    category: categories[categoryId - 1],
    tags: [],
    forMembers: id % 3 !== 0,
    searchName: `lecture ${id}`,
    ladder: null,
  };
}

const ids = (entries: CatalogueLecture[]) => entries.map((one) => one.lecture.id);
const byCategory = new Map(categories.map((category) => [category.id, category]));

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below) | 0;
  };
}

describe('a catalogue snapshot patched with the lectures that changed', () => {
  it('equals the snapshot read whole, in order and in its sums, whatever changed', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const make = (id: number) => entry(id, next(4), next(5), 1 + next(2), 10 * next(9));
      const before = Array.from({ length: 30 }, (_, i) => make(i + 1));
      const changed = new Set(Array.from({ length: 1 + next(6) }, () => 1 + next(40)));
      // A changed id comes back changed (moved, retitled), or not at all (deleted); ids over 30 are new.
      const fresh = [...changed].filter(() => next(4) > 0).map(make);
      const after = [...before.filter((one) => !changed.has(one.lecture.id)), ...fresh];

      const whole = snapshotOf([...after].sort(inCatalogueOrder), byCategory);
      const patch = patched(snapshotOf([...before].sort(inCatalogueOrder), byCategory), changed, fresh);
      expect(ids(patch.lectures), `seed ${seed}`).toEqual(ids(whole.lectures));
      expect(ids(patch.forMembers)).toEqual(ids(whole.forMembers));
      expect([...patch.byId.keys()].sort()).toEqual([...whole.byId.keys()].sort());
      expect(patch.pairs).toEqual(whole.pairs);
    }
  });

  it('orders by `order`, then newest first, then the higher id', () => {
    const sorted = [entry(1, 1, 5), entry(2, 0, 5), entry(3, 0, 9), entry(4, 0, 5)].sort(inCatalogueOrder);
    expect(ids(sorted)).toEqual([3, 4, 2, 1]);
  });

  it('leaves the snapshot it patched as it was', () => {
    const base = snapshotOf([entry(1, 0, 1), entry(2, 0, 2)].sort(inCatalogueOrder), byCategory);
    const kept = ids(base.lectures);
    patched(base, new Set([1, 3]), [entry(3, 0, 3)]);
    expect(ids(base.lectures)).toEqual(kept);
    expect(base.byId.has(1)).toBe(true);
  });
});
