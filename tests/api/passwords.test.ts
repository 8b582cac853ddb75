import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn, signUpVerified } from './helpers/client.js';
import { linkToken, resetCode } from './helpers/outbox.js';
import { PUBLIC_URL, type TestServer, useTestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

async function forgot(email: string) {
  const mail = await server.outbox.nextTo(email, async () => {
    expect((await api.post('/auth/forgot-password', { email })).status).toBe(200);
  });
  return { link: linkToken(mail, '/reset-password'), code: resetCode(mail), mail };
}

describe('forgot password', () => {
  it('mails a reset link and a 4-digit code', async () => {
    const member = await signUpVerified(api, server.outbox);
    const { mail, code } = await forgot(member.email);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(code).toMatch(/^\d{4}$/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await server.outbox.all()).length;
    const answer = await api.post('/auth/forgot-password', { email: 'nobody@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBeTruthy();
    expect((await server.outbox.all()).length).toBe(before);
  });

  it('resets through the code: verify-code gives a single-use token', async () => {
    const member = await signUpVerified(api, server.outbox);
    const oldToken = await signIn(api, member.email, member.password);
    const { code } = await forgot(member.email);

    const wrong = await api.post('/auth/verify-code', { email: member.email, code: code === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(400);
    const verified = await api.post('/auth/verify-code', { email: member.email, code });
    expect(verified.status).toBe(200);
    const reuseCode = await api.post('/auth/verify-code', { email: member.email, code });
    expect(reuseCode.status).toBe(400);

    const reset = await api.patch('/auth/reset-password', {
      token: verified.body.token,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBeTruthy();
    const again = await api.patch('/auth/reset-password', {
      token: verified.body.token,
      password: 'another-pass-2',
      confirmPassword: 'another-pass-2',
    });
    expect(again.status).toBe(400);

    expect((await api.get('/user/me', oldToken)).status).toBe(401);
    expect((await api.post('/auth/signin', { email: member.email, password: member.password })).status).toBe(401);
    await signIn(api, member.email, 'brand-new-pass');
  });

  it('resets through the mailed link, which then stops working, as does the code', async () => {
    const member = await signUpVerified(api, server.outbox);
    const { link, code } = await forgot(member.email);
    expect(
      (
        await api.patch('/auth/reset-password', {
          token: link,
          password: 'linked-pass-1',
          confirmPassword: 'linked-pass-1',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.patch('/auth/reset-password', {
          token: link,
          password: 'linked-pass-2',
          confirmPassword: 'linked-pass-2',
        })
      ).status,
    ).toBe(400);
    expect((await api.post('/auth/verify-code', { email: member.email, code })).status).toBe(400);
  });

  it('burns the code after 5 wrong tries', async () => {
    const member = await signUpVerified(api, server.outbox);
    const { code } = await forgot(member.email);
    const wrongCode = code === '9999' ? '1234' : '9999';
    for (let i = 0; i < 5; i += 1) {
      expect((await api.post('/auth/verify-code', { email: member.email, code: wrongCode })).status).toBe(400);
    }
    expect((await api.post('/auth/verify-code', { email: member.email, code })).status).toBe(400);
  });

  it('lets a code expire after 15 minutes', async () => {
    const member = await signUpVerified(api, server.outbox);
    const { code } = await forgot(member.email);
    server.advance(16 * 60_000);
    expect((await api.post('/auth/verify-code', { email: member.email, code })).status).toBe(400);
  });

  it('refuses mismatched, short and unknown-token resets with 400', async () => {
    const member = await signUpVerified(api, server.outbox);
    const { link } = await forgot(member.email);
    const mismatch = await api.patch('/auth/reset-password', {
      token: link,
      password: 'first-pass-1',
      confirmPassword: 'other-pass-1',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Passwords do not match');
    expect(
      (await api.patch('/auth/reset-password', { token: link, password: 'short', confirmPassword: 'short' })).status,
    ).toBe(400);
    expect(
      (
        await api.patch('/auth/reset-password', {
          token: 'unknown',
          password: 'long-enough-1',
          confirmPassword: 'long-enough-1',
        })
      ).status,
    ).toBe(400);
    // The failed tries did not use the link up.
    expect(
      (
        await api.patch('/auth/reset-password', {
          token: link,
          password: 'long-enough-1',
          confirmPassword: 'long-enough-1',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a non-4-digit code with 400', async () => {
    expect((await api.post('/auth/verify-code', { email: 'a@example.com', code: '12a4' })).status).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password and a matching confirmation', async () => {
    const member = await signUpVerified(api, server.outbox);
    const token = await signIn(api, member.email, member.password);
    const wrongCurrent = await api.patch(
      '/user/update/password',
      { currentPassword: 'nope-nope', password: 'next-pass-1', confirmPassword: 'next-pass-1' },
      token,
    );
    expect(wrongCurrent.status).toBe(400);
    const mismatch = await api.patch(
      '/user/update/password',
      { currentPassword: member.password, password: 'next-pass-1', confirmPassword: 'next-pass-2' },
      token,
    );
    expect(mismatch.status).toBe(400);
  });

  it('updates it for a member without a membership too, ends older tokens and hands back a fresh one', async () => {
    const member = await signUpVerified(api, server.outbox);
    const token = await signIn(api, member.email, member.password);
    expect((await api.get('/user/me', token)).body.subscribedUser).toBe(false);
    const other = await signIn(api, member.email, member.password);
    const answer = await api.patch(
      '/user/update/password',
      { currentPassword: member.password, password: 'next-pass-1', confirmPassword: 'next-pass-1' },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your Password is Successfully Updated!');
    expect((await api.get('/user/me', token)).status).toBe(401);
    expect((await api.get('/user/me', other)).status).toBe(401);
    expect((await api.get('/user/me', answer.body.token)).status).toBe(200);
    await signIn(api, member.email, 'next-pass-1');
  });

  it('needs a token', async () => {
    expect(
      (
        await api.patch('/user/update/password', {
          currentPassword: 'a',
          password: 'next-pass-1',
          confirmPassword: 'next-pass-1',
        })
      ).status,
    ).toBe(401);
  });
});
