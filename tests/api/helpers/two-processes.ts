import { vi } from 'vitest';
import { cleanUp, newDataDir, type Product, startProduct } from '../../reliability/helpers/product.js';
import { type ApiClient, apiClient, signIn } from './client.js';
import { ADMIN, startTestServer, type TestServer } from './test-server.js';

const SHARED_SECRET = 'a-secret-shared-by-both-processes-0123';

export interface TwoProcesses {
  /** The test's own server, in this process. */
  first: TestServer;
  /** `npm start`'s server in a process of its own, on the same database. */
  second: Product;
  one: ApiClient;
  two: ApiClient;
  /** An admin's session key, good in both. */
  staff: string;
}

/** Two processes on one database with one signing secret, as behind a load balancer. */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const first = await startTestServer({ SEED_DEMO: '1', JWT_SECRET: SHARED_SECRET });
  const second = await startProduct(await newDataDir(), {
    DATABASE_URL: first.deps.config.DATABASE_URL!,
    JWT_SECRET: SHARED_SECRET,
  });
  const one = apiClient(first.url);
  return { first, second, one, two: second.api, staff: await signIn(one, ADMIN.email, ADMIN.password) };
}

export async function stopTwoProcesses(started: Partial<TwoProcesses>): Promise<void> {
  await started.second?.stop();
  await cleanUp();
  await started.first?.close();
}

/** The other process's answer once the change's notification has reached it. */
export const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
