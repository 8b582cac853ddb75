import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SIGN_IN_BACKOFF_AFTER_FAILURES,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from '../../server/constants.js';
import { signInBackoffMs } from '../../server/modules/auth/sign-in-backoff.js';
import { signUpVerified } from '../api/helpers/client.js';
import { type Cast, startCast } from './helpers/cast.js';
import { address, fromAddress } from './helpers/from-address.js';

/**
 * ASVS V6.3 (credential stuffing, brute force): sign-in throttled per account-and-address and per
 * address, and slowed per account across every address.
 */
let cast: Cast;

/** The server's pauses (node:timers/promises' setTimeout), seen as asked for rather than timed. */
const pauses = vi.hoisted(() => vi.fn());
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:timers/promises')>();
  return {
    ...real,
    setTimeout: (...args: Parameters<typeof real.setTimeout>) => {
      pauses(args[0]);
      return real.setTimeout(...args);
    },
  };
});

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

/** A sign-in from a client that claims another address: the server must count the socket's, not the header's. */
async function signIn(email: string, password: string, claimedAddress = '203.0.113.7') {
  const response = await fetch(`${cast.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': claimedAddress },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: await response.json(),
  };
}

describe('sign-in throttling', () => {
  it('locks one account from one address after its failures, with Retry-After, even for the right password', async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1)
      expect((await signIn(cast.alice.email, 'wrong-password-1', `198.51.100.${i}`)).status).toBe(401);
    const locked = await signIn(cast.alice.email, cast.alice.password);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect(locked.retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
    expect(locked.body.message).toBeTruthy();
    // Another account from the same address is not locked by Alice's failures.
    expect((await signIn(cast.bob.email, cast.bob.password)).status).toBe(200);
  });

  it('locks the address once it fails across many accounts, then lets it in after the window', async () => {
    const counted = SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    for (let i = counted; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1)
      expect((await signIn(`stuffed-${i}@example.com`, 'guess-password-1', `198.51.100.${i}`)).status).toBe(401);
    const locked = await signIn(cast.bob.email, cast.bob.password);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(0);

    cast.server.advance(SIGN_IN_WINDOW_MS + 1000);
    expect((await signIn(cast.bob.email, cast.bob.password)).status).toBe(200);
    expect((await signIn(cast.alice.email, cast.alice.password)).status).toBe(200);
  });

  it('slows sign-ins on an account failing from many addresses, and never refuses its owner from another', async () => {
    const { email, password } = cast.unpaid;
    const failures = SIGN_IN_BACKOFF_AFTER_FAILURES + 2;
    for (let i = 0; i < failures; i += 1) {
      const guess = await fromAddress(cast.server.url, address(i)).post('/auth/signin', { email, password: 'guess-1' });
      expect(guess.status).toBe(401);
    }
    pauses.mockClear();
    const owner = await fromAddress(cast.server.url, address(failures)).post('/auth/signin', { email, password });
    expect(owner.status).toBe(200);
    expect(pauses).toHaveBeenCalledWith(signInBackoffMs(failures));
    expect(signInBackoffMs(failures)).toBeGreaterThan(0);
  });

  it('counts parallel wrong passwords one by one: one account from one address gets exactly its failures', async () => {
    const victim = await signUpVerified(cast.api, cast.server.outbox);
    const guesser = fromAddress(cast.server.url, address(200));
    const guesses = Array.from({ length: 20 }, () =>
      guesser.post('/auth/signin', { email: victim.email, password: 'guess-password-1' }),
    );
    const statuses = (await Promise.all(guesses)).map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const rightPassword = { email: victim.email, password: victim.password };
    expect((await guesser.post('/auth/signin', rightPassword)).status).toBe(429);
    expect((await fromAddress(cast.server.url, address(201)).post('/auth/signin', rightPassword)).status).toBe(200);
  });

  it("counts parallel wrong passwords one by one against an address's budget too", async () => {
    const sweeper = fromAddress(cast.server.url, address(202));
    const guess = (i: number) => sweeper.post('/auth/signin', { email: `swept-${i}@example.com`, password: 'guess-1' });
    const left = 2;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS - left; i++) expect((await guess(i)).status).toBe(401);
    const statuses = (await Promise.all(Array.from({ length: 8 }, (_, i) => guess(100 + i)))).map((g) => g.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(left);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - left);
  });

  it("lets the right password give its attempt back: an address's sign-ins never use up its budget", async () => {
    const office = fromAddress(cast.server.url, address(203));
    const { email, password } = await signUpVerified(cast.api, cast.server.outbox);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS + 2; i++)
      expect((await office.post('/auth/signin', { email, password })).status).toBe(200);
    expect((await office.post('/auth/signin', { email, password: 'mistyped-1' })).status).toBe(401);
  });
});
