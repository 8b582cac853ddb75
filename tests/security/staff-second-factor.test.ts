import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../common/limits.js';
import { MFA_ENROL_TTL_MS } from '../../server/constants.js';
import { newSignedInMember } from '../api/helpers/back-office.js';
import { type ApiClient, apiClient } from '../api/helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from '../api/helpers/test-server.js';
import { appCode, nextAppCode, type ServerClock, serverClock } from './helpers/second-factor.js';

/** Staff under STAFF_MFA=required: no key until a second factor is enrolled and used. */
let server: TestServer;
let api: ApiClient;
let clock: ServerClock;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '0', STAFF_MFA: 'required' });
  api = apiClient(server.url);
  clock = serverClock(server);
});
afterAll(() => server?.close());

const staffPasswordStep = () => api.post('/auth/signin', ADMIN);

describe('staff who must have a second factor', () => {
  it('get no key for the password, and no key from the second-factor step without a factor', async () => {
    const answer = await staffPasswordStep();
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeUndefined();
    expect(answer.body).toMatchObject({ mfaEnrolRequired: true, methods: ['totp', 'passkey'] });
    const skipped = await api.post('/auth/mfa/verify', { challenge: answer.body.challenge, code: '123456' });
    expect(skipped.status).toBe(401);
    expect(skipped.body.token).toBeUndefined();
  });

  it('let an enrolment step expire', async () => {
    const { challenge } = (await staffPasswordStep()).body;
    clock.advance(MFA_ENROL_TTL_MS + 1000);
    expect((await api.post('/auth/mfa/enrol/totp', { challenge })).status).toBe(401);
  });

  it('enrol an app with the challenge, get the key and recovery codes on confirming, then need the code', async () => {
    const { challenge } = (await staffPasswordStep()).body;
    const setup = await api.post('/auth/mfa/enrol/totp', { challenge });
    expect(setup.status).toBe(200);
    const wrong = await api.post('/auth/mfa/enrol/totp/confirm', { challenge, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.token).toBeUndefined();

    const enrolled = await api.post('/auth/mfa/enrol/totp/confirm', {
      challenge,
      code: await appCode(setup.body.secret, clock),
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.user.role).toBe('admin');
    expect(enrolled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const staffToken = enrolled.body.token as string;
    expect((await api.get('/user/getAll', staffToken)).status).toBe(200);
    // The enrolment step is spent.
    expect((await api.post('/auth/mfa/enrol/totp', { challenge })).status).toBe(401);

    const next = await staffPasswordStep();
    expect(next.body).toMatchObject({ mfaRequired: true });
    expect(next.body.token).toBeUndefined();
    const code = await nextAppCode(setup.body.secret, clock);
    expect((await api.post('/auth/mfa/verify', { challenge: next.body.challenge, code })).status).toBe(200);

    // Their only factor stays: turning it off is refused.
    const off = await api.post('/user/mfa/totp/disable', { password: ADMIN.password }, staffToken);
    expect(off.status).toBe(409);
    expect((await api.get('/user/mfa', staffToken)).body).toMatchObject({ totp: true, required: true });
  });

  it('leave members free to sign in with the password alone', async () => {
    const { account } = await newSignedInMember(api, server);
    const answer = await api.post('/auth/signin', { email: account.email, password: account.password });
    expect(answer.body.token).toEqual(expect.any(String));
  });
});
