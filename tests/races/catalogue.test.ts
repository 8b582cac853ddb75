import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RANGE_CHARTS, uniformCells } from '../../common/range-chart.js';
import { type BackOffice, startBackOffice } from '../api/helpers/back-office.js';
import type { Answer } from '../api/helpers/client.js';
import {
  fiveHundreds,
  RACE_SERVER_ENV,
  ROUNDS,
  serverErrors,
  statusesOf,
  tally,
  times,
  together,
} from './helpers/race.js';

/** Staff catalogue writes racing each other: a lost race is a 404 or 409 with a message, never a 5xx. */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice(RACE_SERVER_ENV);
});
afterAll(() => office.server.close());

const lecture = (categoryId: number, name: string) => ({
  name,
  courseId: 1,
  categoryId,
  tagIds: [],
  description: 'A race',
  videoUrl: '/media/videos/race.mp4',
});

const count = async (sql: string, values: unknown[]) =>
  Number((await office.server.db.query<{ n: string }>(sql, values)).rows[0].n);

async function newTitled(path: 'category' | 'tags', title: string): Promise<number> {
  const created = await office.api.post(`/${path}`, { title }, office.staff);
  expect(created.status).toBe(201);
  return created.body.id;
}

/** Every status in the burst is one of these, and every refusal says why. */
function expectOnly(answers: Answer[], allowed: number[]) {
  expect(serverErrors(answers)).toEqual([]);
  expect(answers.map(({ status }) => status).filter((status) => !allowed.includes(status))).toEqual([]);
}

describe('lectures written while their category or tag is deleted', () => {
  const record = tally('lecture writes vs category/tag delete');

  /** The writes with the delete fired among them (fourth): the writes' answers, and the delete's apart. */
  async function amidDelete(writes: (() => Promise<Answer>)[], remove: () => Promise<Answer>) {
    const calls = [...writes.slice(0, 3), remove, ...writes.slice(3)];
    const answers = await together(calls);
    const [removal] = answers.splice(3, 1);
    record({
      calls: calls.length,
      '5xx': fiveHundreds([removal, ...answers]),
      lostAtWrite: statusesOf(answers)[409] ?? 0,
    });
    return { answers, removal };
  }

  it('creates lectures in a category being deleted: each create and the delete is all or nothing', async () => {
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const categoryId = await newTitled('category', `Doomed ${round}`);
      const { answers, removal } = await amidDelete(
        times(10, (i) => () => office.api.post('/lectures/create', lecture(categoryId, `L${i}`), office.staff)),
        () => office.api.delete(`/category/${categoryId}`, office.staff),
      );

      expectOnly(answers, [201, 400, 409]);
      expectOnly([removal], [200, 409]);
      const created = answers.filter(({ status }) => status === 201).length;
      const stored = await count('select count(*) as n from lectures where category_id = $1', [categoryId]);
      const categoryLeft = await count('select count(*) as n from categories where id = $1', [categoryId]);
      expect(stored).toBe(created);
      expect(categoryLeft).toBe(removal.status === 200 ? 0 : 1);
      if (removal.status === 200) expect(created).toBe(0);
    }
  });

  it('tags lectures with a tag being deleted: a tag either goes unused or stays on every lecture that got it', async () => {
    const targets: number[] = [];
    for (const i of times(10, (n) => n)) {
      targets.push((await office.api.post('/lectures/create', lecture(1, `Tagged ${i}`), office.staff)).body.id);
    }
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const tagId = await newTitled('tags', `Doomed tag ${round}`);
      const { answers, removal } = await amidDelete(
        targets.map((id) => () => office.api.patch(`/lectures/${id}`, { tagIds: [tagId] }, office.staff)),
        () => office.api.delete(`/tags/${tagId}`, office.staff),
      );

      expectOnly(answers, [200, 400, 409]);
      expectOnly([removal], [200, 409]);
      const tagged = answers.filter(({ status }) => status === 200).length;
      expect(await count('select count(*) as n from lecture_tags where tag_id = $1', [tagId])).toBe(tagged);
      expect(await count('select count(*) as n from tags where id = $1', [tagId])).toBe(removal.status === 200 ? 0 : 1);
      if (removal.status === 200) expect(tagged).toBe(0);
    }
  });

  it('deletes a category once: one call says deleted, the others that it is gone', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const categoryId = await newTitled('category', `Twice ${round}`);
      const answers = await together(times(10, () => () => office.api.delete(`/category/${categoryId}`, office.staff)));
      record({ calls: answers.length, '5xx': fiveHundreds(answers) });
      expect(serverErrors(answers)).toEqual([]);
      expect(statusesOf(answers)).toEqual({ 200: 1, 404: 9 });
    }
  });
});

describe('range charts added to a lecture at once', () => {
  const record = tally('range chart adds');

  it('places each after the one before, and stops at the limit', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = (await office.api.post('/lectures/create', lecture(1, `Charts ${round}`), office.staff)).body;
      const add = (i: number) => () =>
        office.api.post(`/lectures/${id}/range-charts`, { title: `Chart ${i}`, cells: uniformCells() }, office.staff);
      const answers = await together(times(MAX_RANGE_CHARTS + 3, add));
      const positions = (
        await office.server.db.query<{ position: number }>(
          'select position from range_charts where lecture_id = $1 order by id',
          [id],
        )
      ).rows.map((row) => row.position);
      record({
        calls: answers.length,
        '5xx': fiveHundreds(answers),
        sharedPositions: positions.length - new Set(positions).size,
      });

      expect(serverErrors(answers)).toEqual([]);
      expect(statusesOf(answers)).toEqual({ 201: MAX_RANGE_CHARTS, 409: 3 });
      expect(positions).toEqual(times(MAX_RANGE_CHARTS, (i) => i));
    }
  });
});
