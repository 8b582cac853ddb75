import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, createMember, newDataDir, postmasterPid, type Product, startProduct } from './helpers/product.js';
import { waitFor } from './helpers/wait.js';

const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 400;

afterAll(cleanUp);

/** Each writer posts support requests until the product dies under it; returns what was acknowledged. */
async function writeUntilDead(
  product: Product,
  writer: { email: string; token: string },
  index: number,
  acknowledged: string[],
  serverErrors: string[],
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const message = `writer ${index} request ${n}`;
    try {
      const answer = await product.api.post(
        '/customer-support',
        { name: `Writer ${index}`, email: writer.email, title: 'Account issues', message },
        writer.token,
      );
      if (answer.status === 201) acknowledged.push(message);
      else if (answer.status >= 500) serverErrors.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    } catch {
      return; // the connection died with the process: this one was never acknowledged
    }
  }
}

describe('SIGKILL during a write load', () => {
  it('keeps every acknowledged write after starting again on the same DATA_DIR', async () => {
    const dataDir = await newDataDir();
    const first = await startProduct(dataDir);
    const adminToken = await first.adminToken();
    const writers = await Promise.all(Array.from({ length: WRITERS }, () => createMember(first, adminToken)));
    const acknowledged: string[] = [];
    const serverErrors: string[] = [];
    const load = Promise.all(
      writers.map((writer, index) => writeUntilDead(first, writer, index, acknowledged, serverErrors)),
    );

    await waitFor(
      () => acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL,
      'writes acknowledged before the kill',
      120_000,
    );
    expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
    await load;
    // The killed app's PostgreSQL child is still running and holds the data folder.
    expect(await postmasterPid(dataDir)).not.toBeNull();

    const second = await startProduct(dataDir);
    expect(second.output()).toMatch(/stopping a PostgreSQL left running by an earlier start/);
    const stored = await second.api.get<{ message: string }[]>('/customer-support', await second.adminToken());
    const found = new Set(stored.body.map((row) => row.message));
    const lost = acknowledged.filter((message) => !found.has(message));
    console.log(
      `[reliability] SIGKILL under ${WRITERS} writers: ${acknowledged.length} acknowledged, ${stored.body.length} stored, ${lost.length} lost, ${serverErrors.length} 5xx`,
    );
    expect(lost).toEqual([]);
    expect(serverErrors).toEqual([]);
    await second.stop();
  });
});
