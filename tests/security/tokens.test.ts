import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signIn } from '../api/helpers/client.js';
import { linkToken, resetCode } from '../api/helpers/outbox.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V7/V9 (sessions, tokens) and V6.3 (no account enumeration). */
let cast: Cast;
let secret: Uint8Array;

beforeAll(async () => {
  cast = await startCast();
  secret = new TextEncoder().encode(
    (await fs.readFile(path.join(cast.server.dataDir, 'jwt-secret.txt'), 'utf8')).trim(),
  );
});
afterAll(() => cast?.server.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const status = async (token: string) => (await cast.api.get('/user/getAll', token)).status;
const nowS = () => Math.floor(Date.now() / 1000);
/** The session id a key names. */
const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
/** A token as the server would sign it for the seeded admin (id 1, token version 0, their live session), with `key`. */
const adminToken = (key: Uint8Array, exp = nowS() + 3600) =>
  new SignJWT({ role: 'admin', tv: 0, sid: sessionOf(cast.staff) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);

describe('bearer tokens', () => {
  it("accepts a token signed with the server's key: the control for the refusals below", async () => {
    expect(await status(await adminToken(secret))).toBe(200);
  });

  it('refuses alg none, a wrong key, an expired token and a tampered one with 401', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', role: 'admin', tv: 0, exp: nowS() + 3600 })}.`;
    expect(await status(unsigned)).toBe(401);
    expect(await status(await adminToken(new TextEncoder().encode('not-the-server-secret-at-all-0123456789')))).toBe(
      401,
    );
    expect(await status(await adminToken(secret, nowS() - 60))).toBe(401);
    const [header, , signature] = cast.alice.token.split('.');
    const promoted = `${header}.${b64({ sub: String(cast.alice.id), role: 'admin', tv: 0, sid: sessionOf(cast.alice.token), exp: nowS() + 3600 })}.${signature}`;
    expect(await status(promoted)).toBe(401);
  });

  it('ends every older session when the password changes, and when staff deactivate the user', async () => {
    const account = newMember();
    await cast.api.post('/user', account, cast.staff);
    const first = await signIn(cast.api, account.email, account.password);
    const changed = await cast.api.patch(
      '/user/update/password',
      { currentPassword: account.password, password: 'another-pass-2', confirmPassword: 'another-pass-2' },
      first,
    );
    expect(changed.status).toBe(200);
    expect((await cast.api.get('/user/me', first)).status).toBe(401);
    const second = await signIn(cast.api, account.email, 'another-pass-2');
    expect((await cast.api.get('/user/me', second)).status).toBe(200);
    await cast.api.patch(`/user/${(await cast.api.get('/user/me', second)).body.id}`, { status: false }, cast.staff);
    expect((await cast.api.get('/user/me', second)).status).toBe(401);
  });
});

describe('mailed tokens', () => {
  it('verifies an account once, and not with an expired link', async () => {
    const member = newMember();
    await cast.api.post('/auth/signup', member);
    const token = linkToken(await cast.server.outbox.latest(member.email), '/thankyou-verification');
    expect((await cast.api.patch(`/auth/verification/${token}`)).status).toBe(200);
    expect((await cast.api.patch(`/auth/verification/${token}`)).status).toBe(400);

    const late = newMember();
    await cast.api.post('/auth/signup', late);
    const lateToken = linkToken(await cast.server.outbox.latest(late.email), '/thankyou-verification');
    cast.server.advance(49 * 3600_000);
    expect((await cast.api.patch(`/auth/verification/${lateToken}`)).status).toBe(400);
  });

  it('resets a password once per link and code, and not after they expire', async () => {
    const { email } = cast.alice;
    const forgot = () => cast.api.post('/auth/forgot-password', { email });
    const mail = await cast.server.outbox.nextTo(email, forgot);
    const reset = (token: string) =>
      cast.api.patch('/auth/reset-password', {
        token,
        password: 'alice-new-pass-1',
        confirmPassword: 'alice-new-pass-1',
      });
    expect((await reset(linkToken(mail, '/reset-password'))).status).toBe(200);
    expect((await reset(linkToken(mail, '/reset-password'))).status).toBe(400);
    expect((await cast.api.post('/auth/verify-code', { email, code: resetCode(mail) })).status).toBe(400);

    const later = await cast.server.outbox.nextTo(email, forgot);
    cast.server.advance(2 * 3600_000);
    expect((await reset(linkToken(later, '/reset-password'))).status).toBe(400);
    expect((await cast.api.post('/auth/verify-code', { email, code: resetCode(later) })).status).toBe(400);
  });
});

describe('account enumeration', () => {
  it.each(['/auth/forgot-password', '/auth/resend-verification'])(
    '%s answers the same for a known and an unknown email',
    async (route) => {
      const known = await cast.api.post(route, { email: cast.bob.email });
      const unknown = await cast.api.post(route, { email: 'nobody-here@example.com' });
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    },
  );

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await cast.api.post('/auth/signin', { email: cast.bob.email, password: 'wrong-password-1' });
    const unknown = await cast.api.post('/auth/signin', {
      email: 'nobody-here@example.com',
      password: 'wrong-password-1',
    });
    expect(wrong.status).toBe(401);
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
  });

  it('refuses a wrong code and an unknown email with the same answer', async () => {
    const wrong = await cast.api.post('/auth/verify-code', { email: cast.bob.email, code: '0000' });
    const unknown = await cast.api.post('/auth/verify-code', { email: 'nobody-here@example.com', code: '0000' });
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
  });
});
