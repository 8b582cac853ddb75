import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newLecture, newSignedInMember, startBackOffice } from './helpers/back-office.js';
import { addStaff, historyOf } from './helpers/staff-team.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const course = async (title: string) =>
  (await office.api.post('/courses', { title, description: 'd' }, office.staff)).body.id as number;
const statusOf = async (id: number) =>
  (await office.server.db.query<{ status: boolean }>('select status from courses where id = $1', [id])).rows[0].status;

describe('bulk actions', () => {
  it('deactivates the chosen rows in one go, one audit entry per record', async () => {
    const editor = await addStaff(office, 'editor');
    const ids = [await course('Bulk one'), await course('Bulk two'), await course('Bulk three')];
    const answer = await office.api.post('/courses/bulk', { action: 'deactivate', ids: ids.slice(0, 2) }, editor.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: '2 courses deactivated', count: 2 });
    expect([await statusOf(ids[0]), await statusOf(ids[1]), await statusOf(ids[2])]).toEqual([false, false, true]);
    const history = await historyOf(office, 'courses', ids[0]);
    expect(history.at(-1)).toMatchObject({
      action: 'status',
      actorEmail: editor.email,
      before: { status: true },
      after: { status: false },
    });
  });

  it('acts on every row matching the search when no rows are named', async () => {
    const ids = [await course('Zebra bulk A'), await course('Zebra bulk B'), await course('Other bulk')];
    await office.api.post('/courses/bulk', { action: 'deactivate', ids }, office.staff);
    const answer = await office.api.post('/courses/bulk', { action: 'activate', q: 'zebra bulk' }, office.staff);
    expect(answer.body.count).toBe(2);
    expect([await statusOf(ids[0]), await statusOf(ids[1]), await statusOf(ids[2])]).toEqual([true, true, false]);
  });

  it('soft-deletes lectures, and refuses what a list does not offer with a 400 naming the field', async () => {
    const lectures = [];
    for (const name of ['bulk-del-1', 'bulk-del-2'])
      lectures.push((await office.api.post('/lectures/create', newLecture(name), office.staff)).body.id as number);
    const answer = await office.api.post('/lectures/bulk', { action: 'delete', ids: lectures }, office.staff);
    expect(answer.body).toEqual({ message: '2 lectures deleted', count: 2 });
    expect((await office.api.get(`/lectures/${lectures[0]}`, office.staff)).status).toBe(404);
    const [entry] = (await historyOf(office, 'lectures', lectures[1])).slice(-1);
    expect(entry.before).toEqual({ deletedAt: null });
    expect(entry.after.deletedAt).toEqual(expect.any(String));
    const refused = await office.api.post('/courses/bulk', { action: 'delete', ids: [1] }, office.staff);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('action: delete is not offered for courses');
    const empty = await office.api.post('/courses/bulk', { action: 'activate' }, office.staff);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^ids/);
  });

  it('changes nothing when one record of the batch cannot be changed: one transaction', async () => {
    const ids = [await course('Atomic one'), await course('Atomic two')];
    // The second row refuses the write (as a failing write would): the first must not stay changed either.
    await office.server.db.query(
      `create function refuse_atomic() returns trigger language plpgsql as $$ begin
         if new.title = 'Atomic two' and not new.status then raise exception 'refused'; end if; return new; end $$`,
    );
    await office.server.db.query(
      'create trigger refuse_atomic before update on courses for each row execute function refuse_atomic()',
    );
    const answer = await office.api.post('/courses/bulk', { action: 'deactivate', ids }, office.staff);
    expect(answer.status).toBe(500);
    await office.server.db.query('drop trigger refuse_atomic on courses');
    expect([await statusOf(ids[0]), await statusOf(ids[1])]).toEqual([true, true]);
    expect((await historyOf(office, 'courses', ids[0])).map((entry) => entry.action)).toEqual(['create']);
  });

  it('is for roles that may write in the area', async () => {
    const support = await addStaff(office, 'support');
    const answer = await office.api.post('/courses/bulk', { action: 'activate', ids: [1] }, support.token);
    expect(answer.status).toBe(403);
  });

  it("deactivates users as one save each would: their keys stop at once, and never one's own account", async () => {
    const { member, memberId } = await newSignedInMember(office.api, office.server);
    const other = await newSignedInMember(office.api, office.server);
    expect((await office.api.get('/user/me', member)).status).toBe(200);
    const answer = await office.api.post(
      '/user/bulk',
      { action: 'deactivate', ids: [memberId, other.memberId] },
      office.staff,
    );
    expect(answer.body).toEqual({ message: '2 users deactivated', count: 2 });
    expect((await office.api.get('/user/me', member)).status).toBe(401);
    expect((await office.api.get('/user/me', other.member)).status).toBe(401);
    expect((await historyOf(office, 'users', memberId)).at(-1)).toMatchObject({
      action: 'status',
      before: { isActive: true },
      after: { isActive: false },
    });
    const adminId = (await office.api.get('/user/me', office.staff)).body.id as number;
    const own = await office.api.post(
      '/user/bulk',
      { action: 'deactivate', ids: [adminId, other.memberId] },
      office.staff,
    );
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot deactivate or demote your own account');
    const activated = await office.api.post('/user/bulk', { action: 'activate', ids: [memberId] }, office.staff);
    expect(activated.body.count).toBe(1);
  });

  it('keeps an active admin: two admins deactivating each other in bulk at once leave one', async () => {
    const others = await office.server.db.query<{ id: number }>(
      `select id from users where role = 'admin' and is_active`,
    );
    const earlier = others.rows.map((row) => row.id);
    const pairs = [];
    for (let round = 0; round < 3; round++)
      pairs.push([await addStaff(office, 'admin'), await addStaff(office, 'admin')]);
    const { memberId } = await newSignedInMember(office.api, office.server);
    try {
      for (const [a, b] of pairs) {
        // These two are the only active admins: each batch alone would leave the other.
        await office.server.db.query(`update users set is_active = (id = any($1::int[])) where role = 'admin'`, [
          [a.id, b.id],
        ]);
        const answers = await Promise.all([
          office.api.post('/user/bulk', { action: 'deactivate', ids: [b.id, memberId] }, a.token),
          office.api.post('/user/bulk', { action: 'deactivate', ids: [a.id] }, b.token),
        ]);
        // The loser is refused, or, arriving after the winner's commit, finds its own sessions ended.
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses[0]).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const refused = answers.find((answer) => answer.status === 409);
        if (refused) expect(refused.body.message).toBe('The last active admin cannot be demoted or deactivated');
        const active = await office.server.db.query(`select id from users where role = 'admin' and is_active`);
        expect(active.rows).toHaveLength(1);
      }
    } finally {
      await office.server.db.query('update users set is_active = true where id = any($1::int[])', [earlier]);
    }
  });

  it('deletes promotions in bulk, one entry each', async () => {
    const ids = [];
    for (const title of ['Bulk promo A', 'Bulk promo B']) {
      const created = await office.api.post(
        '/promotion',
        { image: '/media/images/p.png', title, description: 'd' },
        office.staff,
      );
      ids.push(created.body.id as number);
    }
    const answer = await office.api.post('/promotion/bulk', { action: 'delete', q: 'bulk promo' }, office.staff);
    expect(answer.body).toEqual({ message: '2 promotions deleted', count: 2 });
    expect((await office.api.get(`/promotion/${ids[0]}`, office.staff)).status).toBe(404);
    const entries = await office.api.get(
      `/audit-log?resource=promotion&action=delete&recordId=${ids[1]}`,
      office.staff,
    );
    expect(entries.body[0].before).toMatchObject({ title: 'Bulk promo B' });
    const refused = await office.api.post('/promotion/bulk', { action: 'deactivate', ids }, office.staff);
    expect(refused.body.message).toBe('action: deactivate is not offered for promotions');
  });
});
