import { describe, expect, it } from 'vitest';
import { type Answer, type ApiClient, newMember, signIn, signUpVerified } from './helpers/client.js';
import { linkToken } from './helpers/outbox.js';
import { ADMIN, PUBLIC_URL, type TestServer, useTestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

function claims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('signup and verification', () => {
  it('registers, mails a verification link and verifies once', async () => {
    const member = newMember();
    const signup = await api.post('/auth/signup', member);
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({
      message: 'User registered successfully, Please login your email and verify your account.',
    });

    const mail = await server.outbox.latest(member.email);
    const token = linkToken(mail, '/thankyou-verification');
    expect(mail.text).toContain(`${PUBLIC_URL}/thankyou-verification?token=`);

    const early = await api.post('/auth/signin', { email: member.email, password: member.password });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/not verified/);

    const verified = await api.patch(`/auth/verification/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe(true);

    const again = await api.patch(`/auth/verification/${token}`);
    expect(again.status).toBe(400);
    expect(again.body.status).toBe(false);
    expect((await api.post('/auth/signin', { email: member.email, password: member.password })).status).toBe(200);
  });

  it('tells a link opened again that its account is verified already and can log in', async () => {
    const member = newMember();
    await api.post('/auth/signup', member);
    const token = linkToken(await server.outbox.latest(member.email), '/thankyou-verification');
    expect((await api.patch(`/auth/verification/${token}`)).status).toBe(200);
    const again = await api.patch(`/auth/verification/${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      status: false,
      alreadyVerified: true,
      message: 'Your account is already verified. You can log in now.',
    });
    // A link that never verified anything is refused as before, with nothing said of any account.
    const unknown = await api.patch('/auth/verification/not-a-token');
    expect(unknown.body).toEqual({
      status: false,
      message: 'This verification link is invalid, expired or already used.',
    });
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const member = await signUpVerified(api, server.outbox);
    const again = await api.post('/auth/signup', { ...newMember(), email: member.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBeTruthy();
  });

  it('names the bad field with 400', async () => {
    const badEmail = await api.post('/auth/signup', { ...newMember(), email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/^email: /);
    const shortPassword = await api.post('/auth/signup', { ...newMember(), password: 'short' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toMatch(/password/i);
    const missing = await api.post('/auth/signup', { email: 'x@example.com' });
    expect(missing.status).toBe(400);
    const badDate = await api.post('/auth/signup', { ...newMember(), dob: '12/04/1990' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/^dob: /);
  });

  it('rejects unknown and expired verification tokens', async () => {
    expect((await api.patch('/auth/verification/not-a-token')).status).toBe(400);
    const member = newMember();
    await api.post('/auth/signup', member);
    const token = linkToken(await server.outbox.latest(member.email), '/thankyou-verification');
    server.advance(49 * 3600_000);
    try {
      const expired = await api.patch(`/auth/verification/${token}`);
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ status: false });
    } finally {
      server.advance(-49 * 3600_000);
    }
  });

  it('re-sends the verification mail and the new link works', async () => {
    const member = newMember();
    await api.post('/auth/signup', member);
    const first = linkToken(await server.outbox.latest(member.email), '/thankyou-verification');
    let resend: Answer | undefined;
    const mail = await server.outbox.nextTo(member.email, async () => {
      resend = await api.post('/auth/resend-verification', { email: member.email });
    });
    expect(resend?.status).toBe(200);
    expect(resend?.body.message).toBeTruthy();
    const second = linkToken(mail, '/thankyou-verification');
    expect(second).not.toBe(first);
    expect((await api.patch(`/auth/verification/${first}`)).status).toBe(400);
    expect((await api.patch(`/auth/verification/${second}`)).status).toBe(200);
  });

  it('answers resend the same for unknown emails and sends nothing', async () => {
    const before = (await server.outbox.all()).length;
    const answer = await api.post('/auth/resend-verification', { email: 'nobody@example.com' });
    expect(answer.status).toBe(200);
    expect((await server.outbox.all()).length).toBe(before);
  });
});

describe('sign-in', () => {
  it('returns the token, the user and firstTimeSignIn, and never a hash', async () => {
    const member = await signUpVerified(api, server.outbox);
    const answer = await api.post('/auth/signin', { email: member.email, password: member.password });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstTimeSignIn: true,
      message: 'Login Successfuly!',
      user: { name: member.name, email: member.email, role: 'member', subscribedUser: false, profilePicture: null },
    });
    const me = await api.get('/user/me', answer.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: member.email,
      isVerified: true,
      isActive: true,
      subscription: null,
      hasSignedInBefore: true,
      dob: '1990-04-12',
    });
    for (const body of [answer.body, me.body]) {
      expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
    }
  });

  it('lives 12 hours, or 30 days with Remember Me', async () => {
    const member = await signUpVerified(api, server.outbox);
    const short = claims(await signIn(api, member.email, member.password));
    const long = claims(await signIn(api, member.email, member.password, true));
    expect(short.exp - short.iat).toBe(12 * 3600);
    expect(long.exp - long.iat).toBe(30 * 86400);
    // The session ends when its key does, not up to a second after (its socket is closed then).
    for (const key of [short, long]) {
      const { rows } = await server.db.query('select expires_at from sessions where id = $1', [key.sid]);
      expect(new Date(rows[0].expires_at).getTime()).toBe(key.exp * 1000);
    }
  });

  it('answers 401 to wrong passwords and unknown emails alike', async () => {
    const member = await signUpVerified(api, server.outbox);
    const wrong = await api.post('/auth/signin', { email: member.email, password: 'wrong-password' });
    const unknown = await api.post('/auth/signin', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses an inactive account with 403 saying so', async () => {
    const member = await signUpVerified(api, server.outbox);
    await server.db.query('update users set is_active = false where email = $1', [member.email]);
    const answer = await api.post('/auth/signin', { email: member.email, password: member.password });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/inactive/);
  });

  it('throttles an account from one address after 5 failures, with Retry-After', async () => {
    const member = await signUpVerified(api, server.outbox);
    for (let i = 0; i < 5; i += 1) {
      expect((await api.post('/auth/signin', { email: member.email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await api.post('/auth/signin', { email: member.email, password: member.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toBeTruthy();
    server.advance(16 * 60_000);
    expect((await api.post('/auth/signin', { email: member.email, password: member.password })).status).toBe(200);
  });

  it('ends the session of a user turned inactive at once', async () => {
    const member = await signUpVerified(api, server.outbox);
    const token = await signIn(api, member.email, member.password);
    await server.db.query('update users set is_active = false where email = $1', [member.email]);
    expect((await api.get('/user/me', token)).status).toBe(401);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await api.get('/user/me')).status).toBe(401);
    expect((await api.get('/user/me', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHYiOjB9.forged')).status).toBe(401);
  });

  it('signs the admin in with role admin and no tour', async () => {
    const answer = await api.post('/auth/signin', { email: ADMIN.email, password: ADMIN.password });
    expect(answer.status).toBe(200);
    expect(answer.body.user.role).toBe('admin');
    expect(answer.body.firstTimeSignIn).toBe(false);
  });
});

describe('tour', () => {
  it('stops reporting firstTimeSignIn once the tour is completed', async () => {
    const member = await signUpVerified(api, server.outbox);
    const token = await signIn(api, member.email, member.password);
    expect((await api.post('/user/tour-complete', {}, token)).body).toEqual({});
    const again = await api.post('/auth/signin', { email: member.email, password: member.password });
    expect(again.body.firstTimeSignIn).toBe(false);
  });
});
