import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signIn } from '../api/helpers/client.js';
import { type Cast, startCast } from './helpers/cast.js';
import { another, claimsOf, payingMember } from './helpers/sessions.js';

/** ASVS V7 (session management): logout, revocation and lifetimes of the keys sign-in issues. */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

const me = async (token: string) => (await cast.api.get('/user/me', token)).status;

describe('logout', () => {
  it('ends the session on the server: the key copied before logging out answers 401', async () => {
    const member = await payingMember(cast);
    const otherDevice = await another(cast, member);
    const loggedOut = await cast.api.post('/auth/logout', {}, member.token);
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toEqual({ message: 'Successfully Logged Out' });
    expect(await me(member.token)).toBe(401);
    expect((await cast.api.post('/auth/logout', {}, member.token)).status).toBe(401);
    // Only that session: the member's other device stays signed in.
    expect(await me(otherDevice)).toBe(200);
  });

  it('ends a Remember Me session the same way', async () => {
    const member = await payingMember(cast);
    const remembered = await signIn(cast.api, member.email, member.password, true);
    expect((await cast.api.post('/auth/logout', {}, remembered)).status).toBe(200);
    expect(await me(remembered)).toBe(401);
  });
});

describe('lifetimes', () => {
  it('gives a Remember Me key REMEMBER_DAYS and a plain one SESSION_HOURS', async () => {
    const member = await payingMember(cast);
    for (const [remember, seconds] of [
      [false, 12 * 3600],
      [true, 30 * 86_400],
    ] as const) {
      const before = Date.now() / 1000;
      const { exp } = claimsOf(await signIn(cast.api, member.email, member.password, remember));
      // Signed at some instant while the sign-in ran, in whole seconds.
      expect(exp).toBeGreaterThanOrEqual(Math.floor(before + seconds));
      expect(exp).toBeLessThanOrEqual(Date.now() / 1000 + seconds);
    }
  });

  it("keeps the session's lifetime when the password changes: a Remember Me key is replaced by one as long", async () => {
    const member = await payingMember(cast);
    const remembered = await signIn(cast.api, member.email, member.password, true);
    const changed = await cast.api.patch(
      '/user/update/password',
      { currentPassword: member.password, password: 'Another-Pass-2026', confirmPassword: 'Another-Pass-2026' },
      remembered,
    );
    expect(changed.status).toBe(200);
    expect(claimsOf(changed.body.token)).toMatchObject({
      exp: claimsOf(remembered).exp,
      sid: claimsOf(remembered).sid,
    });
    expect(await me(changed.body.token)).toBe(200);
    // The key that changed it is replaced; every other session ends.
    expect(await me(remembered)).toBe(401);
    expect(await me(member.token)).toBe(401);
  });

  it('clears away at sign-in only sessions ended by the clock keys expire on, never a live one', async () => {
    const member = await payingMember(cast);
    // The server's clock (what it records and bills by) moved on; keys and sessions end by the wall clock.
    const ahead = 40 * 86_400_000;
    cast.server.advance(ahead);
    try {
      const later = await signIn(cast.api, member.email, member.password);
      expect(await me(later)).toBe(200);
      expect(await me(member.token)).toBe(200);
    } finally {
      cast.server.advance(-ahead);
    }
  });
});

describe('revocation', () => {
  it('signs out one other device, and then every other device, from the sessions list', async () => {
    const member = await payingMember(cast);
    const [phone, laptop] = [await another(cast, member), await another(cast, member)];
    const listed = await cast.api.get('/user/sessions', member.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body[0]).toMatchObject({ id: claimsOf(member.token).sid, current: true });
    expect(listed.body.filter((session: { current: boolean }) => !session.current)).toHaveLength(2);

    const revoked = await cast.api.delete(`/user/sessions/${claimsOf(phone).sid}`, member.token);
    expect(revoked.status).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);

    const others = await cast.api.post('/user/sessions/revoke-others', {}, member.token);
    expect(others.body).toMatchObject({ revoked: 1 });
    expect(await me(laptop)).toBe(401);
    expect(await me(member.token)).toBe(200);
    expect((await cast.api.get('/user/sessions', member.token)).body).toHaveLength(1);
  });

  it("cannot revoke another member's session, nor read it", async () => {
    const [mallory, victim] = [await payingMember(cast), await payingMember(cast)];
    const answer = await cast.api.delete(`/user/sessions/${claimsOf(victim.token).sid}`, mallory.token);
    expect(answer.status).toBe(404);
    expect(await me(victim.token)).toBe(200);
    const listed = (await cast.api.get('/user/sessions', mallory.token)).body as { id: string }[];
    expect(listed.map((session) => session.id)).not.toContain(claimsOf(victim.token).sid);
    expect((await cast.api.delete('/user/sessions/not%20an%20id', mallory.token)).status).toBe(400);
  });

  it('ends every session of a user whose role staff change', async () => {
    const account = newMember();
    await cast.api.post('/user', { ...account, role: 'admin' }, cast.staff);
    const token = await signIn(cast.api, account.email, account.password);
    const { id } = (await cast.api.get('/user/me', token)).body;
    expect((await cast.api.patch(`/user/${id}`, { role: 'member' }, cast.staff)).status).toBe(200);
    expect(await me(token)).toBe(401);
    // Saving the same role again changes nothing.
    const again = await signIn(cast.api, account.email, account.password);
    expect((await cast.api.patch(`/user/${id}`, { role: 'member', name: 'Renamed' }, cast.staff)).status).toBe(200);
    expect(await me(again)).toBe(200);
  });
});

describe('security history', () => {
  it('lists sign-ins, failed sign-ins, password changes and revocations, newest first', async () => {
    const member = await payingMember(cast);
    await cast.api.post('/auth/signin', { email: member.email, password: 'wrong-password-1' });
    const phone = await another(cast, member);
    await cast.api.delete(`/user/sessions/${claimsOf(phone).sid}`, member.token);
    const events = await cast.api.get('/user/security-events', member.token);
    expect(events.status).toBe(200);
    expect(events.body.map((event: { kind: string }) => event.kind)).toEqual([
      'session-revoked',
      'sign-in',
      'sign-in-failed',
      'sign-in',
    ]);
    expect(events.body[0]).toMatchObject({ address: '127.0.0.1', device: expect.any(String) });
    // Another member's history is theirs alone.
    const other = await payingMember(cast);
    expect((await cast.api.get('/user/security-events', other.token)).body).toHaveLength(1);
  });
});
