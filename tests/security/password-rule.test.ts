import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signUpVerified } from '../api/helpers/client.js';
import { linkToken } from '../api/helpers/outbox.js';
import { type Cast, startCast } from './helpers/cast.js';

/**
 * ASVS V2.1 (after NIST SP 800-63B): at least 8 characters, and neither common nor guessable (zxcvbn's
 * estimate, with the account's own email and name as guessable words), wherever a password is set.
 */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

const WEAK = [
  ['password', /heavily used password/],
  ['12345678', /heavily used password/],
  ['        ', /repeated characters/i],
] as const;
const STRONG = 'Acceptance-Pass-123';

function expectRefused(answer: { status: number; body: any }, why: RegExp = /too easy to guess/) {
  expect(answer.status).toBe(400);
  expect(answer.body.field).toBe('password');
  expect(answer.body.message).toMatch(/^password: /);
  expect(answer.body.message).toMatch(why);
}

describe('the password rule', () => {
  it.each(WEAK)('refuses %j at sign-up, saying why', async (password, why) => {
    expectRefused(await cast.api.post('/auth/signup', newMember({ password })), why);
  });

  it('accepts a long mixed one at sign-up', async () => {
    expect((await cast.api.post('/auth/signup', newMember({ password: STRONG }))).status).toBe(201);
  });

  it("refuses a password made of the account's own name and email", async () => {
    const details = { name: 'Quillon Vantablack', email: 'quillon.vantablack@example.com' };
    expectRefused(await cast.api.post('/auth/signup', newMember({ ...details, password: 'QuillonVantablack' })));
    // The same password is fine for someone else.
    expect((await cast.api.post('/auth/signup', newMember({ password: 'QuillonVantablack' }))).status).toBe(201);
  });

  it('refuses a weak one on reset, and the link still works after', async () => {
    const member = await signUpVerified(cast.api, cast.server.outbox);
    const mail = await cast.server.outbox.nextTo(member.email, () =>
      cast.api.post('/auth/forgot-password', { email: member.email }),
    );
    const token = linkToken(mail, '/reset-password');
    expectRefused(
      await cast.api.patch('/auth/reset-password', { token, password: '12345678', confirmPassword: '12345678' }),
    );
    const strong = await cast.api.patch('/auth/reset-password', { token, password: STRONG, confirmPassword: STRONG });
    expect(strong.status).toBe(200);
  });

  it('refuses a weak one on a password change', async () => {
    const { token, password } = cast.unpaid;
    const body = { currentPassword: password, password: 'password', confirmPassword: 'password' };
    expectRefused(await cast.api.patch('/user/update/password', body, token));
  });

  it('refuses a weak one when staff add a user or set a password', async () => {
    const added = { ...newMember({ password: '12345678' }), role: 'member' };
    expectRefused(await cast.api.post('/user', added, cast.staff));
    const edited = await cast.api.patch(`/user/${cast.unpaid.id}`, { password: '        ' }, cast.staff);
    expectRefused(edited, /repeated characters/i);
  });
});
