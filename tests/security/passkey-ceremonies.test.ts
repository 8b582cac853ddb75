import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSKEY_CEREMONIES_LIVE,
  PASSKEY_CEREMONIES_PER_ADDRESS,
  PASSKEY_CEREMONY_TTL_MS,
} from '../../server/constants.js';
import { startTestServer, type TestServer } from '../api/helpers/test-server.js';
import { address, fromAddress } from './helpers/from-address.js';

/**
 * ASVS V2.2 / V11.1: anyone may start a password-less passkey sign-in, and each start stores a
 * ceremony; neither one address nor many may grow that store without end.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => server?.close());

const start = (n: number) => fromAddress(server.url, address(n)).post('/auth/passkey/options', {});
const ceremonies = async () =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::int as n from mfa_challenges where purpose = 'passkey-sign-in'`,
    )
  ).rows[0]!.n;

describe('password-less passkey sign-ins started by anyone', () => {
  it('holds one address to its budget however its calls are timed, and leaves other addresses theirs', async () => {
    const before = await ceremonies();
    const burst = await Promise.all(Array.from({ length: PASSKEY_CEREMONIES_PER_ADDRESS + 10 }, () => start(300)));
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PASSKEY_CEREMONIES_PER_ADDRESS);
    const refused = burst.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body.message).toBe('Too many passkey sign-ins started. Please try again later.');
    expect(refused[0]!.retryAfter).toBeGreaterThan(0);
    expect(await ceremonies()).toBe(before + PASSKEY_CEREMONIES_PER_ADDRESS);
    expect((await start(301)).status).toBe(200);
  });

  it('keeps only the newest ceremonies over every address, and deletes expired ones', async () => {
    await server.db.query(
      `insert into mfa_challenges (token_hash, purpose, expires_at)
       select 'filler-' || n, 'passkey-sign-in', now() + interval '1 minute' from generate_series(1, $1::int) n`,
      [PASSKEY_CEREMONIES_LIVE],
    );
    const newest = await start(302);
    expect(newest.status).toBe(200);
    expect(await ceremonies()).toBe(PASSKEY_CEREMONIES_LIVE);
    const { rows } = await server.db.query(`select 1 from mfa_challenges where token_hash = 'filler-1'`);
    expect(rows).toEqual([]);

    server.advance(PASSKEY_CEREMONY_TTL_MS + 60_000);
    expect((await start(303)).status).toBe(200);
    expect(await ceremonies()).toBe(1);
  });
});
