import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app.js';
import { startServices } from '../../../server/bootstrap.js';
import { loadConfig } from '../../../server/config.js';
import type { AppDeps } from '../../../server/deps.js';
import { type ApiClient, apiClient } from './client.js';
import type { TestServer } from './test-server.js';

export interface TwinProcess {
  url: string;
  api: ApiClient;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * A second app process beside `first`, as on one machine behind a load balancer: the same database
 * and data folder (its secrets and the live classes' files), none of `first`'s own settings (no RTMP).
 */
export async function startTwinProcess(first: TestServer): Promise<TwinProcess> {
  const { config } = first.deps;
  const twinConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: first.dataDir,
    DATABASE_URL: config.DATABASE_URL!,
    PUBLIC_URL: config.publicUrl,
    PORT: '0',
    RTMP_PORT: '0',
  });
  const services = await startServices(twinConfig, () => undefined);
  const app = await buildApp(services.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    api: apiClient(url),
    deps: services.deps,
    async close() {
      await app.close();
      await services.close();
    },
  };
}
