import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { signIn } from './helpers/client.js';
import { addStaff } from './helpers/staff-team.js';
import { ADMIN } from './helpers/test-server.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const activeAdmins = async () =>
  (
    await office.server.db.query<{ n: number }>(
      `select count(*)::int as n from users where role = 'admin' and is_active and deleted_at is null`,
    )
  ).rows[0].n;

describe('staff roles', () => {
  it('signs a staff member in with the rules of their role, and serves them again', async () => {
    const editor = await addStaff(office, 'editor');
    const answer = await office.api.post('/auth/signin', { email: editor.email, password: editor.password });
    expect(answer.body.user.role).toBe('editor');
    expect(answer.body.staffRules).toMatchObject({ lectures: 'write', courses: 'write' });
    expect(answer.body.staffRules.users).toBeUndefined();
    const served = await office.api.get('/user/staff-access', editor.token);
    expect(served.body).toEqual({ role: 'editor', rules: answer.body.staffRules });
    const support = await addStaff(office, 'support');
    expect((await office.api.get('/user/staff-access', support.token)).body.rules).toMatchObject({
      users: 'read',
      'customer-support': 'write',
      notifications: 'write',
    });
    expect((await office.api.get('/user/staff-access', office.member)).body.rules).toEqual({});
  });

  it('lets support read users but not change them, and keeps editors out of users and support', async () => {
    const support = await addStaff(office, 'support');
    const editor = await addStaff(office, 'editor');
    expect((await office.api.get('/user/getAll', support.token)).status).toBe(200);
    const write = await office.api.patch(`/user/${office.memberId}`, { name: 'Not allowed' }, support.token);
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Your staff role does not allow this');
    for (const path of ['/user/getAll', '/customer-support', '/overview', '/audit-log'])
      expect([path, (await office.api.get(path, editor.token)).status]).toEqual([path, 403]);
    expect((await office.api.get('/lectures', editor.token)).status).toBe(200);
  });

  it('ends the sessions of a staff member whose role an admin changes', async () => {
    const editor = await addStaff(office, 'editor');
    const changed = await office.api.patch(`/user/${editor.id}`, { role: 'support' }, office.staff);
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('support');
    expect((await office.api.get('/lectures', editor.token)).status).toBe(401);
    const again = await signIn(office.api, editor.email, editor.password);
    expect((await office.api.get('/customer-support', again)).status).toBe(200);
    expect((await office.api.get('/lectures/export.csv', again)).status).toBe(403);
  });

  it('never leaves zero admins when two admins demote or deactivate each other at once', async () => {
    expect(await activeAdmins()).toBe(1);
    const seeded = await office.api.get('/user/me', office.staff);
    let first = { id: seeded.body.id as number, token: office.staff };
    const second = await addStaff(office, 'admin');
    let other = { id: second.id, token: second.token };
    const credentials = new Map([
      [first.id, ADMIN],
      [other.id, second],
    ]);
    for (const change of [{ role: 'editor' }, { status: false }, { role: 'support' }, { status: false }]) {
      expect(await activeAdmins()).toBe(2);
      const answers = await Promise.all([
        office.api.patch(`/user/${other.id}`, change, first.token),
        office.api.patch(`/user/${first.id}`, change, other.token),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One demotion commits; the other is refused by the rule or, its caller already demoted, by the role check.
      expect(statuses[0]).toBe(200);
      expect([403, 409, 401]).toContain(statuses[1]);
      expect(await activeAdmins()).toBe(1);
      const refused = answers.find((answer) => answer.status !== 200)!;
      if (refused.status === 409)
        expect(refused.body.message).toBe('The last active admin cannot be demoted or deactivated');
      // The winner makes the other an admin again, who signs in afresh (the change ended their sessions).
      const winner = answers[0].status === 200 ? first : other;
      const loser = winner === first ? other : first;
      const restored = await office.api.patch(`/user/${loser.id}`, { role: 'admin', status: true }, winner.token);
      expect(restored.status).toBe(200);
      const login = credentials.get(loser.id)!;
      const token = await signIn(office.api, login.email, login.password);
      [first, other] = [winner, { id: loser.id, token }];
    }
  });
});
