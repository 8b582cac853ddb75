import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TRIES_PER_ACCOUNT,
  RESET_CODE_TRIES_PER_ADDRESS,
} from '../../server/constants.js';
import { signUpVerified } from '../api/helpers/client.js';
import { resetCode } from '../api/helpers/outbox.js';
import { type Cast, startCast } from './helpers/cast.js';
import { address, fromAddress } from './helpers/from-address.js';

/**
 * ASVS V6.3: the 4-digit reset code. A guesser with any number of addresses gets at most
 * RESET_CODE_TRIES_PER_ACCOUNT tries an hour at one account (a 0.1 % chance), each code at most
 * RESET_CODE_MAX_ATTEMPTS, however the tries are spread or run in parallel.
 */
let cast: Cast;
let nextAddress = 0;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

/** A try at the code from an address the server has not seen yet. */
const guess = (email: string, code: string) =>
  fromAddress(cast.server.url, address(nextAddress++)).post('/auth/verify-code', { email, code });

const newCode = async (email: string) =>
  resetCode(await cast.server.outbox.nextTo(email, () => cast.api.post('/auth/forgot-password', { email })));

const otherThan = (code: string) => (code === '0000' ? '0001' : '0000');

const pausedMails = async (email: string) =>
  (await cast.server.outbox.all()).filter((mail) => mail.to === email && mail.subject.includes('paused')).length;

describe('reset code guessing', () => {
  it("budgets one account's tries over all its codes and every address, tells the owner once, and never blocks sign-in", async () => {
    const victim = await signUpVerified(cast.api, cast.server.outbox);
    let tries = 0;
    while (tries < RESET_CODE_TRIES_PER_ACCOUNT) {
      const wrong = otherThan(await newCode(victim.email));
      for (
        let onThisCode = 0;
        onThisCode < RESET_CODE_MAX_ATTEMPTS && tries < RESET_CODE_TRIES_PER_ACCOUNT;
        onThisCode++
      ) {
        expect((await guess(victim.email, wrong)).status).toBe(400);
        tries += 1;
      }
    }
    // Even the right code of a fresh mail is refused now, from yet another address.
    const refused = await guess(victim.email, await newCode(victim.email));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toMatch(/too many codes/i);
    for (let more = 0; more < 5; more++) expect((await guess(victim.email, '1234')).status).toBe(429);

    await cast.server.deps.background.idle();
    expect(await pausedMails(victim.email)).toBe(1);
    const signIn = await fromAddress(cast.server.url, address(nextAddress++)).post('/auth/signin', {
      email: victim.email,
      password: victim.password,
    });
    expect(signIn.status).toBe(200);

    cast.server.advance(3600_000 + 1000);
    expect((await guess(victim.email, await newCode(victim.email))).status).toBe(200);
  });

  it('counts parallel wrong tries at one code one by one: it takes exactly its five', async () => {
    const victim = await signUpVerified(cast.api, cast.server.outbox);
    const code = await newCode(victim.email);
    const answers = await Promise.all(Array.from({ length: 40 }, () => guess(victim.email, otherThan(code))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(RESET_CODE_TRIES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - RESET_CODE_TRIES_PER_ACCOUNT);
    const { rows } = await cast.server.db.query(
      `select attempts from email_tokens where kind = 'code' and user_id = (select id from users where email = $1)`,
      [victim.email],
    );
    expect(rows).toEqual([{ attempts: RESET_CODE_MAX_ATTEMPTS }]);
  });

  it('answers an unknown email exactly as a real one: its tries are budgeted the same', async () => {
    for (let i = 0; i < RESET_CODE_TRIES_PER_ACCOUNT; i++)
      expect((await guess('nobody-at-all@example.com', '1234')).status).toBe(400);
    expect((await guess('nobody-at-all@example.com', '1234')).status).toBe(429);
  });

  it('budgets one address over many accounts', async () => {
    const sweeper = fromAddress(cast.server.url, address(nextAddress++));
    for (let i = 0; i < RESET_CODE_TRIES_PER_ADDRESS; i++)
      expect((await sweeper.post('/auth/verify-code', { email: `swept-${i}@example.com`, code: '1234' })).status).toBe(
        400,
      );
    const refused = await sweeper.post('/auth/verify-code', { email: 'swept-last@example.com', code: '1234' });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
  });
});
