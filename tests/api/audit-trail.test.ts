import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newLecture, startBackOffice } from './helpers/back-office.js';
import { addStaff, historyOf } from './helpers/staff-team.js';
import { ADMIN } from './helpers/test-server.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const createLecture = async (name: string, token = office.staff) => {
  const video = `/media/videos/${name.toLowerCase().replace(/\W+/g, '-')}.mp4`;
  const answer = await office.api.post('/lectures/create', { ...newLecture(name), videoUrl: video }, token);
  if (answer.status !== 201) throw new Error(`lecture: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
};

describe('audit trail', () => {
  it('records one entry per staff write, with who, where from, and the changed fields before and after', async () => {
    const editor = await addStaff(office, 'editor');
    const id = await createLecture('Audit one', editor.token);
    const patched = await office.api.patch(`/lectures/${id}`, { name: 'Audit two', order: 4 }, editor.token);
    expect(patched.status).toBe(200);
    // A save that changes nothing is no change.
    await office.api.patch(`/lectures/${id}`, { name: 'Audit two' }, editor.token);
    expect((await office.api.delete(`/lectures/${id}`, editor.token)).status).toBe(200);
    const history = await historyOf(office, 'lectures', id, editor.token);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(history.every((entry) => entry.actorEmail === editor.email && entry.address)).toBe(true);
    expect(history[0].after).toMatchObject({ name: 'Audit one' });
    expect(history[1].before).toEqual({ name: 'Audit one', order: 0 });
    expect(history[1].after).toEqual({ name: 'Audit two', order: 4 });
    expect(history[2].before.deletedAt).toBeNull();
    expect(history[2].after.deletedAt).toEqual(expect.any(String));
  });

  it('names status and role changes, and never records a password', async () => {
    const member = await addStaff(office, 'support');
    await office.api.patch(`/user/${member.id}`, { status: false }, office.staff);
    await office.api.patch(`/user/${member.id}`, { role: 'editor', status: true }, office.staff);
    await office.api.patch(`/user/${member.id}`, { password: 'another-horse-2' }, office.staff);
    const history = await historyOf(office, 'users', member.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'status', 'role', 'update']);
    expect(history[1]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
      actorEmail: ADMIN.email,
    });
    expect(history[2].after).toEqual({ role: 'editor', isActive: true });
    expect(history[3].after).toEqual({ passwordHash: '(hidden)' });
    expect(JSON.stringify(history)).not.toContain('argon2');
  });

  it('files category, tag and course writes under their areas', async () => {
    const category = await office.api.post('/category', { title: 'Audited' }, office.staff);
    await office.api.patch(`/category/${category.body.id}`, { status: false }, office.staff);
    await office.api.delete(`/category/${category.body.id}`, office.staff);
    expect((await historyOf(office, 'category', category.body.id)).map((entry) => entry.action)).toEqual([
      'create',
      'status',
      'delete',
    ]);
    const course = await office.api.post('/courses', { title: 'Audited course', description: 'd' }, office.staff);
    await office.api.patch(`/courses/${course.body.id}`, { title: 'Renamed course' }, office.staff);
    const history = await historyOf(office, 'courses', course.body.id);
    expect(history[1]).toMatchObject({ before: { title: 'Audited course' }, after: { title: 'Renamed course' } });
  });

  it('keeps a record history from roles that may not read its area', async () => {
    const support = await addStaff(office, 'support');
    const id = await createLecture('Hidden history');
    expect((await office.api.get(`/history/lectures/${id}`, support.token)).status).toBe(403);
    expect((await office.api.get(`/history/users/${support.id}`, support.token)).status).toBe(200);
  });

  it('lets admins filter the whole log and export it as CSV', async () => {
    const editor = await addStaff(office, 'editor');
    const id = await createLecture('Filtered', editor.token);
    await office.api.patch(`/lectures/${id}`, { name: 'Filtered again' }, editor.token);
    const today = new Date().toISOString().slice(0, 10);
    const query = `actorId=${editor.id}&resource=lectures&action=update&from=${today}&to=${today}&_start=0&_end=10`;
    const page = await office.api.get(`/audit-log?${query}`, office.staff);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.body[0]).toMatchObject({ recordId: String(id), after: { name: 'Filtered again' } });
    const actors = await office.api.get('/audit-log/actors', office.staff);
    expect(actors.body).toContainEqual({ id: editor.id, email: editor.email });
    const csv = await fetch(`${office.server.url}/api/audit-log/export.csv?actorId=${editor.id}`, {
      headers: { authorization: `Bearer ${office.staff}` },
    });
    const text = await csv.text();
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(text).toContain('Staff member');
    expect(text.split('\n').filter((line) => line.includes(editor.email))).toHaveLength(2);
    // A browser sends its own days as the instants they start and end at, with any offset.
    const inRange = async (from: Date, to: Date) =>
      (
        await office.api.get(
          `/audit-log?actorId=${editor.id}&action=update&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
          office.staff,
        )
      ).body.length;
    const now = Date.now();
    expect(await inRange(new Date(now - 60_000), new Date(now + 60_000))).toBe(1);
    expect(await inRange(new Date(now - 120_000), new Date(now - 60_000))).toBe(0);
    const local = `${today}T00:00:00+14:00`;
    expect((await office.api.get(`/audit-log?from=${encodeURIComponent(local)}`, office.staff)).status).toBe(200);
    const refused = await office.api.get('/audit-log?from=not-a-date', office.staff);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('YYYY-MM-DD');
    expect((await office.api.get('/audit-log', editor.token)).status).toBe(403);
  });

  it('is append-only: the database refuses to update, delete or empty it', async () => {
    await createLecture('Append only');
    const attempts = [
      `update audit_log set actor_email = 'someone@else' where id = (select max(id) from audit_log)`,
      'delete from audit_log',
      'truncate audit_log',
    ];
    for (const statement of attempts) await expect(office.server.db.query(statement)).rejects.toThrow(/append-only/);
    const { rows } = await office.server.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where actor_email = 'someone@else'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('rolls the entry back with a refused write: a stale save leaves no trace', async () => {
    const id = await createLecture('Stale');
    const before = (await historyOf(office, 'lectures', id)).length;
    const stale = await fetch(`${office.server.url}/api/lectures/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${office.staff}`, 'content-type': 'application/json', 'if-match': '"999"' },
      body: JSON.stringify({ name: 'Never saved' }),
    });
    expect(stale.status).toBe(412);
    expect(await historyOf(office, 'lectures', id)).toHaveLength(before);
  });
});
