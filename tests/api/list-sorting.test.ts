import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';

/** Every staff list sorts on the server by the columns it whitelists, ties broken by id. */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ SEED_DEMO: '1' });
  const { db } = office.server;
  // Inserted out of order, with ties (same phone, same status), so order and tie-break both show.
  for (const [name, phone] of [
    ['sortcase-b', '+1 555 0002'],
    ['sortcase-c', '+1 555 0001'],
    ['sortcase-a', '+1 555 0002'],
  ])
    await db.query(
      `insert into users (name, email, phone, password_hash, is_verified) values ($1, $2, $3, 'x', true)`,
      [name, `${name}@example.com`, phone],
    );
  for (const name of ['sortcase-y', 'sortcase-x', 'sortcase-z'])
    await db.query(
      `insert into support_messages (name, email, title, message) values ($1, $2, 'Account issues', 'help')`,
      [name, `${name}@example.com`],
    );
  for (const title of ['sortcase-2', 'sortcase-3', 'sortcase-1'])
    await db.query(`insert into notifications (title, description, is_for_all_users) values ($1, 'd', true)`, [title]);
  await db.query(`insert into courses (title, status) values ('sortcase course', false)`);
  for (const [title, ends] of [
    ['sortcase promo b', null],
    ['sortcase promo a', '2030-01-01'],
  ])
    await db.query(`insert into promotions (image, title, ends_at) values ('promotions/x.png', $1, $2)`, [title, ends]);
});
afterAll(() => office.server.close());

/** Each staff list and the columns it sorts by (the antd table's sorters send these). */
const SORTS: [string, string[]][] = [
  ['/user/getAll', ['id', 'name', 'email', 'phone', 'isActive', 'createdAt']],
  ['/courses', ['id', 'title', 'status', 'createdAt']],
  ['/lectures', ['id', 'name', 'course', 'category', 'lectureLength', 'order', 'createdAt']],
  ['/category', ['id', 'title', 'status']],
  ['/tags', ['id', 'title', 'status']],
  ['/promotion', ['id', 'title', 'startsAt', 'endsAt', 'createdAt']],
  ['/customer-support', ['id', 'name', 'email', 'title', 'status', 'state', 'createdAt']],
  ['/notifications', ['id', 'title', 'createdAt']],
];

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('sorting staff lists', () => {
  it.each(SORTS)('%s sorts by each of its columns both ways, desc the exact reverse of asc', async (path, keys) => {
    const all = (await office.api.get(`${path}?_start=0&_end=500`, office.staff)).body as { id: number }[];
    expect(all.length).toBeGreaterThan(1);
    for (const key of keys) {
      const asc = await office.api.get(`${path}?_sort=${key}&_order=asc&_start=0&_end=500`, office.staff);
      const desc = await office.api.get(`${path}?_sort=${key}&_order=desc&_start=0&_end=500`, office.staff);
      expect([asc.status, desc.status], `${path} ${key}`).toEqual([200, 200]);
      // Ties are broken by id in the same direction, so the two orders mirror each other exactly.
      expect(ids(desc.body), `${path} ${key}`).toEqual(ids(asc.body).reverse());
      expect(new Set(ids(asc.body))).toEqual(new Set(ids(all)));
    }
  });

  it('orders by the chosen column, ties by id, and keeps it across pages', async () => {
    const names = async (query: string) =>
      ((await office.api.get(`/user/getAll?q=sortcase&${query}`, office.staff)).body as { name: string }[]).map(
        (user) => user.name,
      );
    expect(await names('_sort=name&_order=asc')).toEqual(['sortcase-a', 'sortcase-b', 'sortcase-c']);
    expect(await names('_sort=name&_order=desc')).toEqual(['sortcase-c', 'sortcase-b', 'sortcase-a']);
    // Same phone for -b and -a: the earlier id (-b) comes first ascending.
    expect(await names('_sort=phone&_order=asc')).toEqual(['sortcase-c', 'sortcase-b', 'sortcase-a']);
    const pages = [
      ...(await names('_sort=name&_order=desc&_start=0&_end=2')),
      ...(await names('_sort=name&_order=desc&_start=2&_end=4')),
    ];
    expect(pages).toEqual(['sortcase-c', 'sortcase-b', 'sortcase-a']);
  });

  it("keeps each list's own order without a sort: newest users, messages and notifications first, lectures by order", async () => {
    const first = async (path: string) =>
      ((await office.api.get(`${path}?q=sortcase`, office.staff)).body as { name?: string; title?: string }[]).map(
        (row) => row.name ?? row.title,
      );
    expect(await first('/user/getAll')).toEqual(['sortcase-a', 'sortcase-c', 'sortcase-b']);
    expect(await first('/customer-support')).toEqual(['sortcase-z', 'sortcase-x', 'sortcase-y']);
    expect(await first('/notifications')).toEqual(['sortcase-1', 'sortcase-3', 'sortcase-2']);
    const lectures = (await office.api.get('/lectures', office.staff)).body as { order: number }[];
    expect(lectures.map((l) => l.order)).toEqual([...lectures.map((l) => l.order)].sort((a, b) => a - b));
  });

  it.each(SORTS)('%s refuses a column it does not sort by with 400 naming _sort and the choices', async (path) => {
    const answer = await office.api.get(`${path}?_sort=passwordHash`, office.staff);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^_sort: .*"id"/);
  });
});
