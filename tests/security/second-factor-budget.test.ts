import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_WRONG_CODES_PER_CHALLENGE, MFA_WRONG_CODES_PER_HOUR } from '../../server/constants.js';
import type { ApiClient } from '../api/helpers/client.js';
import type { TestServer } from '../api/helpers/test-server.js';
import {
  appCode,
  nextAppCode,
  type ProtectedMember,
  protectedMember,
  type ServerClock,
  startSecondFactorServer,
} from './helpers/second-factor.js';

/**
 * ASVS V6.3 / V6.5: an account's hourly budget of wrong second-factor codes holds however the
 * guesses are timed, and the owner's right codes never use it up.
 */
let server: TestServer;
let api: ApiClient;
let clock: ServerClock;

beforeAll(async () => {
  ({ server, api, clock } = await startSecondFactorServer());
});
afterAll(() => server?.close());

const newProtectedMember = () => protectedMember(api, server, clock);

const challengeOf = async (member: ProtectedMember): Promise<string> =>
  (await api.post('/auth/signin', { email: member.email, password: member.password })).body.challenge;

const wrongCode = async (member: ProtectedMember) =>
  (await appCode(member.secret, clock)) === '000000' ? '111111' : '000000';

describe("an account's wrong second-factor codes", () => {
  it("counts parallel wrong codes one by one: exactly the hour's budget is compared, the rest get 429", async () => {
    const alice = await newProtectedMember();
    const wrong = await wrongCode(alice);
    // Each challenge takes exactly its own limit, so none is used up while its tries are in flight.
    // One after another: sign-ins in flight at once from one address count until their password is checked.
    const challenges: string[] = [];
    for (let i = 0; i < 8; i++) challenges.push(await challengeOf(alice));
    const tries = challenges.flatMap((challenge) =>
      Array.from({ length: MFA_WRONG_CODES_PER_CHALLENGE }, () =>
        api.post('/auth/mfa/verify', { challenge, code: wrong }),
      ),
    );
    const statuses = (await Promise.all(tries)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MFA_WRONG_CODES_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - MFA_WRONG_CODES_PER_HOUR);

    const locked = await api.post('/auth/mfa/verify', {
      challenge: await challengeOf(alice),
      code: await nextAppCode(alice.secret, clock),
    });
    expect(locked.status).toBe(429);
  });

  it("checks no more than a challenge's own tries when its wrong codes come at once", async () => {
    const carol = await newProtectedMember();
    const challenge = await challengeOf(carol);
    const wrong = await wrongCode(carol);
    const tries = Array.from({ length: MFA_WRONG_CODES_PER_CHALLENGE + 7 }, () =>
      api.post('/auth/mfa/verify', { challenge, code: wrong }),
    );
    const statuses = (await Promise.all(tries)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MFA_WRONG_CODES_PER_CHALLENGE);
    expect(statuses.filter((status) => status === 401)).toHaveLength(7);
    const right = await api.post('/auth/mfa/verify', { challenge, code: await nextAppCode(carol.secret, clock) });
    expect(right.status).toBe(401);
  });

  it('gives a right code its try back, so the owner signing in leaves the budget to wrong codes', async () => {
    const bob = await newProtectedMember();
    const wrong = await wrongCode(bob);
    const guessOnce = async () => api.post('/auth/mfa/verify', { challenge: await challengeOf(bob), code: wrong });
    for (let i = 1; i < MFA_WRONG_CODES_PER_HOUR; i++) expect((await guessOnce()).status).toBe(400);
    const code = await nextAppCode(bob.secret, clock);
    expect((await api.post('/auth/mfa/verify', { challenge: await challengeOf(bob), code })).status).toBe(200);
    // The proof asked before weakening protection is a right code too.
    const proof = await api.post('/user/mfa/recovery-codes', { password: bob.password }, bob.token);
    expect(proof.status).toBe(200);
    expect((await guessOnce()).status).toBe(400);
    expect((await guessOnce()).status).toBe(429);
  });
});
