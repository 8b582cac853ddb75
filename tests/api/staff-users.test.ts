import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice } from './helpers/back-office.js';
import { newMember, signIn } from './helpers/client.js';
import { ADMIN } from './helpers/test-server.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

describe('user management', () => {
  it('adds a verified user who can sign in at once, and refuses a taken email with 409', async () => {
    const { api, staff } = office;
    const account = newMember({ name: 'Added By Staff' });
    const added = await api.post('/user', { ...account, role: 'member' }, staff);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Added By Staff',
      email: account.email,
      isVerified: true,
      isActive: true,
      role: 'member',
    });
    expect(added.body).not.toHaveProperty('passwordHash');
    await signIn(api, account.email, account.password);
    expect((await api.post('/user', { ...account, email: account.email.toUpperCase() }, staff)).status).toBe(409);
  });

  it('reads one user and 404s an unknown id', async () => {
    const { api, staff, memberId } = office;
    const one = await api.get(`/user/getOne/${memberId}`, staff);
    expect(one.body).toMatchObject({ id: memberId, role: 'member', subscribedUser: false, subscription: null });
    expect((await api.get('/user/getOne/999999', staff)).status).toBe(404);
  });

  it("deactivates with Marked as Inactive and ends that user's sessions; reactivates with Marked as Active", async () => {
    const { api, staff } = office;
    const account = newMember();
    const { id } = (await api.post('/user', account, staff)).body;
    const token = await signIn(api, account.email, account.password);
    const off = await api.patch(`/user/${id}`, { status: 'false' }, staff);
    expect(off.body).toMatchObject({ isActive: false, message: 'Marked as Inactive' });
    expect((await api.get('/user/me', token)).status).toBe(401);
    expect((await api.post('/auth/signin', { email: account.email, password: account.password })).status).toBe(403);
    const on = await api.patch(`/user/${id}`, { status: true }, staff);
    expect(on.body).toMatchObject({ isActive: true, message: 'Marked as Active' });
    await signIn(api, account.email, account.password);
  });

  it("edits a user's fields and refuses a taken email", async () => {
    const { api, staff, memberId } = office;
    const edited = await api.patch(`/user/${memberId}`, { name: 'New Name', phone: '+44 20 7946 0000' }, staff);
    expect(edited.body).toMatchObject({
      name: 'New Name',
      phone: '+44 20 7946 0000',
      message: 'User Update Successfully',
    });
    expect((await api.patch(`/user/${memberId}`, { email: ADMIN.email }, staff)).status).toBe(409);
  });

  it("sets a user's picture only to one stored here for them, or none", async () => {
    const { api, staff, memberId } = office;
    const outside = await api.patch(
      `/user/${memberId}`,
      { profilePicture: 'https://tracker.example/pixel.png' },
      staff,
    );
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ field: 'profilePicture' });
    const stored = await api.patch(`/user/${memberId}`, { profilePicture: '/media/images/not-theirs.png' }, staff);
    expect(stored.status).toBe(400);
    expect((await api.patch(`/user/${memberId}`, { profilePicture: null }, staff)).status).toBe(200);
  });

  it('does not let staff lock themselves out', async () => {
    const { api, staff } = office;
    const me = (await api.get('/user/me', staff)).body;
    expect((await api.patch(`/user/${me.id}`, { status: false }, staff)).status).toBe(400);
    expect((await api.patch(`/user/${me.id}`, { role: 'member' }, staff)).status).toBe(400);
  });
});

describe('the user list', () => {
  beforeAll(async () => {
    const values = Array.from(
      { length: 30 },
      (_, i) =>
        `('Paging ${String(i).padStart(2, '0')}', 'paging${i}@example.com', 'x', now() - interval '${i} minutes')`,
    );
    await office.server.db.query(
      `insert into users (name, email, password_hash, created_at) values ${values.join(',')}`,
    );
  });

  it('returns the page asked for, with the total in X-Total-Count, newest first by default', async () => {
    const page = await office.api.get('/user/getAll?q=paging&_start=8&_end=16', office.staff);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('30');
    expect(page.body.map((u: { name: string }) => u.name)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Paging ${String(i + 8).padStart(2, '0')}`),
    );
  });

  it('keeps X-Total-Count true through adds, renames, role changes and deletes made anywhere', async () => {
    const total = async (filter = '') =>
      Number(
        (await office.api.get(`/user/getAll?_start=0&_end=1${filter}`, office.staff)).headers.get('x-total-count'),
      );
    const [all, admins] = [await total(), await total('&role=admin')];
    const account = newMember({ name: 'Counted' });
    const { id } = (await office.api.post('/user', { ...account, role: 'member' }, office.staff)).body;
    expect([await total(), await total('&role=admin')]).toEqual([all + 1, admins]);
    expect((await office.api.patch(`/user/${id}`, { name: 'Counted, renamed' }, office.staff)).status).toBe(200);
    expect(await total()).toBe(all + 1);
    expect((await office.api.patch(`/user/${id}`, { role: 'admin' }, office.staff)).status).toBe(200);
    expect([await total(), await total('&role=admin')]).toEqual([all + 1, admins + 1]);
    // Written from outside the app (a console): a soft delete, then a delete.
    await office.server.db.query('update users set deleted_at = now() where id = $1', [id]);
    expect([await total(), await total('&role=admin')]).toEqual([all, admins]);
    await office.server.db.query('update users set deleted_at = null where id = $1', [id]);
    expect(await total()).toBe(all + 1);
    await office.server.db.query('delete from users where id = $1', [id]);
    expect([await total(), await total('&role=admin')]).toEqual([all, admins]);
  });

  it("shows a member's access ending when the clock passes it, with nothing written meanwhile", async () => {
    const { api, staff, server } = office;
    const { memberId } = await newSignedInMember(api, server);
    await server.db.query(
      `insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status,
         current_period_start, current_period_end, cancel_at_period_end, plan_id, amount_cents, interval)
       select $1, 'local', $2, $3, 'active', now() - interval '29 days', now() + interval '1 day', true, id, price_cents,
         interval from plans where is_default`,
      [memberId, `cus_${memberId}`, `sub_${memberId}`],
    );
    const listed = async () => (await api.get(`/user/getAll?id=${memberId}`, staff)).body[0].subscribedUser;
    expect(await listed()).toBe(true);
    server.advance(25 * 3600_000);
    try {
      expect(await listed()).toBe(false);
    } finally {
      server.advance(-25 * 3600_000);
    }
    expect(await listed()).toBe(true);
  });

  it('sorts by a whitelisted column and refuses any other with 400', async () => {
    const sorted = await office.api.get('/user/getAll?q=paging&_sort=name&_order=desc&_start=0&_end=2', office.staff);
    expect(sorted.body.map((u: { name: string }) => u.name)).toEqual(['Paging 29', 'Paging 28']);
    const bad = await office.api.get('/user/getAll?_sort=password_hash', office.staff);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^_sort: /);
  });

  it('returns the whole list without a window', async () => {
    const all = await office.api.get('/user/getAll?q=PAGING', office.staff);
    expect(all.body).toHaveLength(30);
    expect(all.headers.get('x-total-count')).toBeNull();
  });

  it("reads several users by id, as Refine's getMany asks", async () => {
    const [a, b] = (await office.api.get('/user/getAll?q=paging&_start=0&_end=2', office.staff)).body;
    const many = await office.api.get(`/user/getAll?id=${a.id}&id=${b.id}&_sort=id&_order=asc`, office.staff);
    expect(many.body.map((u: { id: number }) => u.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await office.api.get(`/user/getAll?id=${a.id}`, office.staff)).body).toHaveLength(1);
  });

  it('searches name and email case-insensitively', async () => {
    expect((await office.api.get('/user/getAll?q=pAgInG 0', office.staff)).body).toHaveLength(10);
    expect(
      (await office.api.get('/user/getAll?q=PAGING7@EXAMPLE', office.staff)).body.map((u: { name: string }) => u.name),
    ).toEqual(['Paging 07']);
  });

  it.each(["'; drop table users; --", '%', '_', '\\', "%' or '1'='1"])(
    'treats %j as plain text, never a 500',
    async (q) => {
      const answer = await office.api.get(`/user/getAll?q=${encodeURIComponent(q)}&_start=0&_end=10`, office.staff);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
      expect(answer.headers.get('x-total-count')).toBe('0');
      expect(
        (await office.api.get('/user/getAll?_start=0&_end=1', office.staff)).headers.get('x-total-count'),
      ).not.toBe('0');
    },
  );

  it('ignores a NUL byte in a search instead of failing in the database', async () => {
    expect(
      (await office.api.get(`/user/getAll?q=${encodeURIComponent('pag\u0000ing')}`, office.staff)).body,
    ).toHaveLength(30);
  });
});
