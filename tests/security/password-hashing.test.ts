import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_HASHES_WAITING } from '../../server/constants.js';
import { argon2Load } from '../../server/services/passwords.js';
import { newMember } from '../api/helpers/client.js';
import { type Cast, startCast } from './helpers/cast.js';

/**
 * ASVS V2.4 and V11.1 (resources): Argon2 is costly on purpose, so no one may spend it for free (a
 * sign-up with a taken email) or make it starve sign-ins and file reads (libuv's threads). Argon2 is
 * held at a gate here, so what waits and what is refused is seen, not timed.
 */
const argon2 = vi.hoisted(() => {
  let gate = Promise.resolve();
  let release = () => {};
  return {
    /** Which of hash and verify started, in order. */
    started: [] as string[],
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    letGo() {
      release();
      gate = Promise.resolve();
    },
    pass: () => gate,
  };
});

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    hash: async (...args: Parameters<typeof real.hash>) => {
      argon2.started.push('hash');
      await argon2.pass();
      return real.hash(...args);
    },
    verify: async (...args: Parameters<typeof real.verify>) => {
      argon2.started.push('verify');
      await argon2.pass();
      return real.verify(...args);
    },
  };
});

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterEach(() => argon2.letGo());
afterAll(() => cast?.server.close());

/** Waits for a state of the server (never a fixed time). */
async function until(state: () => boolean): Promise<void> {
  for (let waited = 0; !state(); waited += 10) {
    if (waited > 10_000) throw new Error('the state never came');
    await sleep(10);
  }
}

describe('Argon2 work', () => {
  it('is not spent on a sign-up with a taken email: parallel ones answer 409 without a hash', async () => {
    argon2.hold();
    const startedBefore = argon2.started.length;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => cast.api.post('/auth/signup', newMember({ email: cast.alice.email }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(409));
    expect(argon2.started.length).toBe(startedBefore);
  });

  it('runs a few at once, queues a bounded number, refuses more with 503, and lets sign-ins go first', async () => {
    argon2.hold();
    const startedBefore = argon2.started.length;
    const queued = PASSWORD_CHECKS_AT_ONCE + PASSWORD_HASHES_WAITING;
    const signUps = Array.from({ length: queued }, () => cast.api.post('/auth/signup', newMember()));
    await until(
      () => argon2Load().running === PASSWORD_CHECKS_AT_ONCE && argon2Load().waiting === PASSWORD_HASHES_WAITING,
    );
    expect(argon2.started.length - startedBefore).toBe(PASSWORD_CHECKS_AT_ONCE);

    const refused = await cast.api.post('/auth/signup', newMember());
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/busy/);

    // A sign-in still finds room in the queue, and is checked before the sign-ups that waited.
    const signIn = cast.api.post('/auth/signin', { email: cast.bob.email, password: cast.bob.password });
    await until(() => argon2Load().waiting === PASSWORD_HASHES_WAITING + 1);
    argon2.letGo();
    expect((await signIn).status).toBe(200);
    expect((await Promise.all(signUps)).map((answer) => answer.status)).toEqual(Array(queued).fill(201));
    expect(argon2.started.slice(startedBefore).indexOf('verify')).toBe(PASSWORD_CHECKS_AT_ONCE);
  });

  it('documents the 503 of the routes that hash or check a password', async () => {
    const { paths } = (await cast.api.get('/openapi.json')).body;
    for (const [path, method] of [
      ['/api/auth/signup', 'post'],
      ['/api/auth/signin', 'post'],
      ['/api/auth/reset-password', 'patch'],
      ['/api/user/update/password', 'patch'],
      ['/api/user', 'post'],
    ])
      expect(paths[path][method].responses, `${method} ${path}`).toHaveProperty('503');
  });
});
