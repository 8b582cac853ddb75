import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../common/limits.js';
import {
  MFA_FAILURE_WINDOW_MS,
  MFA_SIGN_IN_TTL_MS,
  MFA_WRONG_CODES_PER_CHALLENGE,
  MFA_WRONG_CODES_PER_HOUR,
} from '../../server/constants.js';
import { newSignedInMember } from '../api/helpers/back-office.js';
import { type ApiClient, signIn } from '../api/helpers/client.js';
import type { TestServer } from '../api/helpers/test-server.js';
import {
  appCode,
  enrolApp,
  nextAppCode,
  protectedMember,
  type ServerClock,
  startSecondFactorServer,
} from './helpers/second-factor.js';

/** ASVS V6.5 (multi-factor): a password alone never yields a session key for an account with a second factor. */
let server: TestServer;
let api: ApiClient;
let clock: ServerClock;

beforeAll(async () => {
  ({ server, api, clock } = await startSecondFactorServer());
});
afterAll(() => server?.close());

const newProtectedMember = () => protectedMember(api, server, clock);

const passwordStep = (who: { email: string; password: string }, remember?: boolean) =>
  api.post('/auth/signin', { email: who.email, password: who.password, remember });

describe('sign-in with a second factor', () => {
  it('answers the right password with a challenge and no key', async () => {
    const alice = await newProtectedMember();
    const answer = await passwordStep(alice);
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeUndefined();
    expect(answer.body).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
    expect(answer.body.challenge).toEqual(expect.any(String));
    expect(answer.body.message).toBeTruthy();
  });

  it('keeps the plain answer for an account without a factor', async () => {
    const { account } = await newSignedInMember(api, server);
    const answer = await passwordStep(account);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token: expect.any(String), user: { email: account.email } });
    expect(answer.body.mfaRequired).toBeUndefined();
  });

  it('gives the key for the app code, keeps Remember Me, and refuses the same code again', async () => {
    const alice = await newProtectedMember();
    const code = await nextAppCode(alice.secret, clock);
    const { challenge } = (await passwordStep(alice, true)).body;
    const done = await api.post('/auth/mfa/verify', { challenge, code });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(alice.email);
    expect((await api.get('/user/me', done.body.token)).status).toBe(200);
    const lifetime = JSON.parse(Buffer.from(done.body.token.split('.')[1], 'base64url').toString());
    expect(lifetime.exp - lifetime.iat).toBeGreaterThan(24 * 3600);

    // The challenge is single-use, and the code's time step is spent.
    expect((await api.post('/auth/mfa/verify', { challenge, code })).status).toBe(401);
    const again = (await passwordStep(alice)).body.challenge;
    const replayed = await api.post('/auth/mfa/verify', { challenge: again, code });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ field: 'code', message: expect.any(String) });
    expect(replayed.body.token).toBeUndefined();
  });

  it('refuses a wrong code and a code of another account', async () => {
    const [alice, bob] = [await newProtectedMember(), await newProtectedMember()];
    const { challenge } = (await passwordStep(alice)).body;
    const code = await nextAppCode(alice.secret, clock);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await api.post('/auth/mfa/verify', { challenge, code: wrong })).status).toBe(400);
    expect((await api.post('/auth/mfa/verify', { challenge, code: await appCode(bob.secret, clock) })).status).toBe(
      400,
    );
    expect((await api.post('/auth/mfa/verify', { challenge, code })).status).toBe(200);
  });

  it('uses a challenge up after its wrong codes, then locks the account for the hour with Retry-After', async () => {
    const alice = await newProtectedMember();
    const first = (await passwordStep(alice)).body.challenge;
    for (let i = 0; i < MFA_WRONG_CODES_PER_CHALLENGE; i += 1)
      expect((await api.post('/auth/mfa/verify', { challenge: first, code: '000000' })).status).toBe(400);
    const used = await api.post('/auth/mfa/verify', { challenge: first, code: await appCode(alice.secret, clock) });
    expect(used.status).toBe(401);

    let challenge = first;
    for (let i = MFA_WRONG_CODES_PER_CHALLENGE; i < MFA_WRONG_CODES_PER_HOUR; i += 1) {
      if (i % MFA_WRONG_CODES_PER_CHALLENGE === 0) challenge = (await passwordStep(alice)).body.challenge;
      expect((await api.post('/auth/mfa/verify', { challenge, code: '000000' })).status).toBe(400);
    }
    const fresh = (await passwordStep(alice)).body.challenge;
    const locked = await api.post('/auth/mfa/verify', {
      challenge: fresh,
      code: await nextAppCode(alice.secret, clock),
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(MFA_FAILURE_WINDOW_MS / 1000);
    expect(locked.body.token).toBeUndefined();

    clock.advance(MFA_FAILURE_WINDOW_MS);
    const later = (await passwordStep(alice)).body.challenge;
    const code = await appCode(alice.secret, clock);
    expect((await api.post('/auth/mfa/verify', { challenge: later, code })).status).toBe(200);
  });

  it('lets a challenge expire', async () => {
    const alice = await newProtectedMember();
    const { challenge } = (await passwordStep(alice)).body;
    clock.advance(MFA_SIGN_IN_TTL_MS + 1000);
    const late = await api.post('/auth/mfa/verify', { challenge, code: await appCode(alice.secret, clock) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBeTruthy();
  });

  it('takes each recovery code once', async () => {
    const alice = await newProtectedMember();
    expect(alice.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const [code] = alice.recoveryCodes;
    const typed = code.toLowerCase().replace('-', ' ');
    const done = await api.post('/auth/mfa/verify', {
      challenge: (await passwordStep(alice)).body.challenge,
      recoveryCode: typed,
    });
    expect(done.status).toBe(200);
    const again = await api.post('/auth/mfa/verify', {
      challenge: (await passwordStep(alice)).body.challenge,
      recoveryCode: code,
    });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('recoveryCode');
    expect((await api.get('/user/mfa', done.body.token)).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const alice = await newProtectedMember();
    const totp = await server.db.query('select secret_sealed from totp_factors where user_id = $1', [alice.memberId]);
    expect(totp.rows[0].secret_sealed).not.toContain(alice.secret);
    const codes = await server.db.query('select code_hash from recovery_codes where user_id = $1', [alice.memberId]);
    const stored = codes.rows.map((row) => row.code_hash).join(' ');
    for (const code of alice.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });
});

describe('managing the second factor', () => {
  it('turns the app off only with the password or a current code, then signs in with the password alone', async () => {
    const alice = await newProtectedMember();
    const wrong = await api.post('/user/mfa/totp/disable', { password: 'not-the-password' }, alice.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('password');
    expect((await api.post('/user/mfa/totp/disable', {}, alice.token)).status).toBe(400);
    const off = await api.post('/user/mfa/totp/disable', { code: await nextAppCode(alice.secret, clock) }, alice.token);
    expect(off.status).toBe(200);
    expect((await api.get('/user/mfa', alice.token)).body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(alice)).body.token).toEqual(expect.any(String));
    // The owner sees both changes in the account's security history.
    const history = (await api.get('/user/security-events', alice.token)).body.map(
      (event: { kind: string }) => event.kind,
    );
    expect(history).toEqual(expect.arrayContaining(['totp-enabled', 'totp-disabled']));
  });

  it('makes new recovery codes that replace the old ones', async () => {
    const alice = await newProtectedMember();
    const renewed = await api.post('/user/mfa/recovery-codes', { password: alice.password }, alice.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const old = await api.post('/auth/mfa/verify', {
      challenge: (await passwordStep(alice)).body.challenge,
      recoveryCode: alice.recoveryCodes[0],
    });
    expect(old.status).toBe(400);
    const fresh = await api.post('/auth/mfa/verify', {
      challenge: (await passwordStep(alice)).body.challenge,
      recoveryCode: renewed.body.recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
  });

  it('adds a factor only after the password, and then signs the other devices out', async () => {
    const { member: laptop, account } = await newSignedInMember(api, server);
    const phone = await signIn(api, account.email, account.password);
    // A stolen key alone cannot plant its own authenticator or passkey.
    for (const route of ['/user/mfa/totp', '/user/mfa/passkeys/options']) {
      expect((await api.post(route, {}, phone)).body).toMatchObject({ field: 'password' });
      expect((await api.post(route, { password: 'not-the-password' }, phone)).status).toBe(400);
    }
    await enrolApp(api, laptop, account.password, clock);
    expect((await api.get('/user/me', laptop)).status).toBe(200);
    expect((await api.get('/user/me', phone)).status).toBe(401);
    // The owner's security history says why the phone was signed out, newest first.
    const history = (await api.get('/user/security-events', laptop)).body;
    expect(history.slice(0, 2)).toMatchObject([
      { kind: 'sessions-revoked', note: 'second factor added' },
      { kind: 'totp-enabled' },
    ]);
  });

  it('activates the app only once a code confirms it', async () => {
    const { member: token, account } = await newSignedInMember(api, server);
    const setup = await api.post('/user/mfa/totp', { password: account.password }, token);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await passwordStep(account)).body.token).toEqual(expect.any(String));
    expect((await api.post('/user/mfa/totp/confirm', { code: '000000' }, token)).status).toBe(400);
    expect((await api.get('/user/mfa', token)).body.totp).toBe(false);
  });

  it('starts a password-less passkey ceremony and refuses a forged answer without a 5xx', async () => {
    const ceremony = await api.post('/auth/passkey/options');
    expect(ceremony.status).toBe(200);
    expect(ceremony.body.options).toMatchObject({ rpId: 'poker.test', userVerification: 'required' });
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    const refused = await api.post('/auth/passkey/signin', { challenge: ceremony.body.challenge, response: forged });
    expect(refused.status).toBe(400);
    // Single use: the ceremony is gone after one answer.
    const reused = await api.post('/auth/passkey/signin', { challenge: ceremony.body.challenge, response: forged });
    expect(reused.status).toBe(401);
  });
});
