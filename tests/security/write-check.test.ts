import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, startCast } from './helpers/cast.js';
import { Prober, type ProbeRequest } from './helpers/probe.js';

/** The fuzzers' "nothing written when refused" is only as good as the check that would see a write. */
let cast: Cast;
let prober: Prober;

beforeAll(async () => {
  cast = await startCast();
  prober = new Prober(cast.server);
  await prober.start();
});
afterAll(async () => {
  await prober?.stop();
  await cast?.server.close();
});

describe("the fuzzers' write check", () => {
  it('passes a refused request that wrote nothing, and names the table a refused request wrote to', async () => {
    const refused: ProbeRequest = {
      route: 'GET /api/lectures/{id}',
      method: 'GET',
      url: '/api/lectures/999999',
      token: cast.bob.token,
    };
    expect((await prober.send(refused)).status).toBe(404);
    expect(prober.failures).toEqual([]);

    // A write that lands while the refused request is answered, as a handler's stray write would.
    await cast.server.deps.db.execute(sql`update users set name = name where id = ${cast.bob.id}`);
    expect((await prober.send(refused)).status).toBe(404);
    expect(prober.failures).toEqual([expect.stringContaining('wrote on a refused request (users)')]);
  });
});
