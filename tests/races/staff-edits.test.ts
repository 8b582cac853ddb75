import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from '../api/helpers/back-office.js';
import type { Answer } from '../api/helpers/client.js';
import { newMember } from '../api/helpers/client.js';
import {
  fiveHundreds,
  RACE_SERVER_ENV,
  rawClient,
  ROUNDS,
  serverErrors,
  statusesOf,
  tally,
  times,
  together,
} from './helpers/race.js';

/**
 * Two staff saving one record's form at once: each save names the version its form loaded (the GET's
 * ETag, sent back as If-Match). One wins; the other is told the record changed, with its current values
 * to review, and wins when it saves again against them. Calls without If-Match keep last-write-wins.
 */
let office: BackOffice;
let call: ReturnType<typeof rawClient>;

beforeAll(async () => {
  office = await startBackOffice(RACE_SERVER_ENV);
  call = rawClient(office.server.url);
});
afterAll(() => office.server.close());

interface EditedResource {
  name: string;
  /** Makes a record: its id. */
  create(): Promise<number>;
  one(id: number): string;
  /** The staff edit's path and a body setting the edited field to `value`. */
  patch(id: number): string;
  body(value: string): Record<string, unknown>;
  /** The edited field, as a record shows it and as the row stores it. */
  shown(record: any): unknown;
  table: string;
  column: string;
  /** The racing saves' values (two for a field with two choices). */
  values(round: number): string[];
}

const post = async (path: string, body: unknown) => {
  const created = await office.api.post(path, body, office.staff);
  expect(created.status).toBe(201);
  return created.body.id as number;
};

const titled = (path: string, table: string): EditedResource => ({
  name: path,
  create: () => post(`/${path}`, { title: `${path} to edit` }),
  one: (id) => `/${path}/${id}`,
  patch: (id) => `/${path}/${id}`,
  body: (title) => ({ title, status: true }),
  shown: (record) => record.title,
  table,
  column: 'title',
  values: (round) => [`First ${round}`, `Second ${round}`],
});

const RESOURCES: EditedResource[] = [
  {
    name: 'courses (the full course form)',
    create: () => post('/courses', { title: 'Course to edit', description: 'As loaded' }),
    one: (id) => `/courses/${id}`,
    patch: (id) => `/courses/${id}`,
    body: (title) => ({ title, description: `${title}: description` }),
    shown: (record) => record.title,
    table: 'courses',
    column: 'title',
    values: (round) => times(5, (i) => `Course ${round}.${i}`),
  },
  titled('category', 'categories'),
  titled('tags', 'tags'),
  {
    name: 'lectures',
    create: () =>
      post('/lectures/create', {
        name: 'Lecture to edit',
        courseId: 1,
        categoryId: 1,
        tagIds: [],
        description: 'As loaded',
        videoUrl: '/media/videos/edit.mp4',
      }),
    one: (id) => `/lectures/${id}`,
    patch: (id) => `/lectures/${id}`,
    body: (name) => ({ name, description: `${name}: description`, tagIds: [] }),
    shown: (record) => record.name,
    table: 'lectures',
    column: 'name',
    values: (round) => [`Lecture A${round}`, `Lecture B${round}`],
  },
  {
    name: 'promotions',
    create: () =>
      post('/promotion', { title: 'Promotion to edit', description: 'As loaded', image: 'https://img.example/p.jpg' }),
    one: (id) => `/promotion/${id}`,
    patch: (id) => `/promotion/${id}`,
    body: (title) => ({ title, description: `${title}: description` }),
    shown: (record) => record.title,
    table: 'promotions',
    column: 'title',
    values: (round) => [`Promotion A${round}`, `Promotion B${round}`],
  },
  {
    name: 'users',
    create: () => post('/user', { ...newMember(), role: 'member' }),
    one: (id) => `/user/getOne/${id}`,
    patch: (id) => `/user/${id}`,
    body: (name) => ({ name, phone: '+1 555 0199' }),
    shown: (record) => record.name,
    table: 'users',
    column: 'name',
    values: (round) => [`User A${round}`, `User B${round}`],
  },
  {
    name: 'notifications',
    create: () =>
      post('/notifications/send-to-specific', {
        title: 'Notice to edit',
        description: 'As loaded',
        isForAllUsers: true,
      }),
    one: (id) => `/notifications/${id}`,
    patch: (id) => `/notifications/${id}`,
    body: (title) => ({ title, description: `${title}: description` }),
    shown: (record) => record.title,
    table: 'notifications',
    column: 'title',
    values: (round) => [`Notice A${round}`, `Notice B${round}`],
  },
  {
    name: 'support messages',
    create: async () => {
      const body = { name: 'Asker', email: 'asker@example.com', title: 'Account issues', message: 'Help please' };
      expect((await office.api.post('/customer-support', body, office.member)).status).toBe(201);
      const listed = await office.api.get('/customer-support?_sort=id&_order=desc&_start=0&_end=1', office.staff);
      return listed.body[0].id;
    },
    one: (id) => `/customer-support/${id}`,
    patch: (id) => `/customer-support/${id}`,
    body: (status) => ({ status }),
    shown: (record) => record.status,
    table: 'support_messages',
    column: 'status',
    values: () => ['resolved', 'open'],
  },
];

const stored = async (resource: EditedResource, id: number) =>
  (
    await office.server.db.query(`select ${resource.column} as value, version from ${resource.table} where id = $1`, [
      id,
    ])
  ).rows[0] as { value: unknown; version: number };

const save = (resource: EditedResource, id: number, value: string, headers: Record<string, string> = {}) =>
  call('PATCH', resource.patch(id), { token: office.staff, body: resource.body(value), headers });

const etagOf = (answer: Answer) => answer.headers.get('etag')!;

describe('staff saving one record at once', () => {
  const record = tally('staff edits');

  for (const resource of RESOURCES) {
    it(`${resource.name}: one save wins, the others get 412 with the current record, and win when reapplied`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const id = await resource.create();
        const opened = await call('GET', resource.one(id), { token: office.staff });
        expect(opened.status).toBe(200);
        const loaded = etagOf(opened);
        expect(loaded).toBe(`"${(await stored(resource, id)).version}"`);

        const values = resource.values(round);
        const answers = await together(values.map((value) => () => save(resource, id, value, { 'if-match': loaded })));
        const [winner] = answers.filter(({ status }) => status === 200);
        const refused = answers.filter(({ status }) => status === 412);
        const row = await stored(resource, id);
        record({
          saves: answers.length,
          '5xx': fiveHundreds(answers),
          silentOverwrites: answers.length - 1 - refused.length,
        });

        expect(serverErrors(answers)).toEqual([]);
        expect(statusesOf(answers)).toEqual({ 200: 1, 412: values.length - 1 });
        expect(row.value).toBe(resource.shown(winner.body));
        expect(etagOf(winner)).toBe(`"${row.version}"`);
        for (const stale of refused) {
          expect(stale.body.message).toMatch(/changed since you opened it/);
          expect(resource.shown(stale.body.current)).toBe(row.value);
          expect(etagOf(stale)).toBe(`"${row.version}"`);
        }

        // The loser reviews the current values and applies theirs again, against the version it was shown.
        const mine = values[answers.indexOf(refused[0])];
        const again = await save(resource, id, mine, { 'if-match': etagOf(refused[0]) });
        expect(again.status).toBe(200);
        expect((await stored(resource, id)).value).toBe(mine);
        // An older version than the record's is refused, however it is sent.
        expect((await save(resource, id, values[0], { 'if-match': loaded })).status).toBe(412);
        expect((await save(resource, id, values[0], { 'if-match': `W/${loaded}` })).status).toBe(412);
        // A client that sends no version keeps last-write-wins.
        expect((await save(resource, id, values[0])).status).toBe(200);
        expect((await stored(resource, id)).value).toBe(values[0]);
      }
    });
  }

  it('a save against a record deleted meanwhile is a 404', async () => {
    const id = await RESOURCES[1].create();
    const loaded = etagOf(await call('GET', `/category/${id}`, { token: office.staff }));
    expect((await office.api.delete(`/category/${id}`, office.staff)).status).toBe(200);
    const answer = await save(RESOURCES[1], id, 'Too late', { 'if-match': loaded });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Category not found');
  });
});
