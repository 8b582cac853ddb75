import { hash, type Options, verify } from '@node-rs/argon2';
import { MESSAGES, PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING, PASSWORD_HASHES_WAITING } from '../constants.js';
import { HttpError } from '../errors.js';
import { QueueFull, WorkQueue } from './work-queue.js';

/**
 * Argon2 runs on libuv's thread pool, which file reads (media, static files) share: at most
 * PASSWORD_CHECKS_AT_ONCE hashes or checks run together, the rest wait in a bounded queue, and past
 * it the caller gets a 503 instead of a growing wait. Sign-in checks go before new hashes, and hashes
 * (sign-ups, password changes) may fill only part of the queue, so a burst of them never starves sign-ins.
 */
const argon2 = new WorkQueue(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING);
const SIGN_IN = { priority: 0 };
const NEW_HASH = { priority: 1, maxWaiting: PASSWORD_HASHES_WAITING };
const BUSY_RETRY_AFTER_S = '2';

async function bounded<T>(task: () => Promise<T>, options: typeof SIGN_IN | typeof NEW_HASH): Promise<T> {
  try {
    return await argon2.run(task, options);
  } catch (error) {
    if (error instanceof QueueFull) throw new HttpError(503, MESSAGES.busy, {}, { 'retry-after': BUSY_RETRY_AFTER_S });
    throw error;
  }
}

/** How busy Argon2 is: hashes and checks running, and waiting for a turn. */
export const argon2Load = () => argon2.load;

/** Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline. */
const OWASP_COST: Options = {};
/**
 * Under NODE_ENV=test, its lowest cost (8 KiB, one pass): 0.05 ms of processor time a hash instead of 15, as
 * Rails hashes with bcrypt's lowest cost in its test environment. The suites hash and check about a thousand
 * passwords a run, and what they test is who may sign in, not how long a guess takes. A check reads the cost
 * from the stored hash, so either kind of hash checks under either setting.
 */
const TEST_COST: Options = { memoryCost: 8, timeCost: 1 };
let cost = OWASP_COST;

/** Sets the cost of the hashes made from now on, from the settings (once, at start-up). */
export function useHashCostFor(nodeEnv: 'development' | 'production' | 'test'): void {
  cost = nodeEnv === 'test' ? TEST_COST : OWASP_COST;
}

export const hashPassword = (password: string): Promise<string> => bounded(() => hash(password, cost), NEW_HASH);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  bounded(() => verify(passwordHash, password).catch(() => false), SIGN_IN);

let dummyHash: Promise<string> | undefined;
/** Spends the same time when no account matches, so timing does not reveal which emails exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password', cost);
  const stored = await dummyHash;
  await bounded(() => verify(stored, password).catch(() => false), SIGN_IN);
  return false;
}
