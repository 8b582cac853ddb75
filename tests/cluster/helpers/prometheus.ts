import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../../server/services/free-port.js';
import { waitFor } from '../../reliability/helpers/wait.js';

/** A scrape job: its `host:port` targets and the bearer token they ask for. */
export interface ScrapeJob {
  name: string;
  targets: string[];
  token: string;
}

export interface Prometheus {
  /** An instant query through Prometheus's HTTP API: each series' labels and value. */
  query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  stop(): Promise<void>;
}

/** Debian's `prometheus`, scraping every second, its data in `dir`. */
export async function startPrometheus(dir: string, jobs: ScrapeJob[]): Promise<Prometheus> {
  const port = await freePort();
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '1s' },
    scrape_configs: jobs.map((job) => ({
      job_name: job.name,
      metrics_path: '/metrics',
      authorization: { type: 'Bearer', credentials: job.token },
      static_configs: [{ targets: job.targets }],
    })),
  };
  // JSON is YAML too.
  await fs.writeFile(path.join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2));
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    waitFor(() => /Server is ready to receive web requests/.test(output), 'prometheus to be ready', 60_000, 50),
    exited.then(() => {
      throw new Error(`prometheus ended before it was ready:\n${output}`);
    }),
  ]);
  const api = `http://127.0.0.1:${port}/api/v1`;
  return {
    async query(promql) {
      const answer = await fetch(`${api}/query?query=${encodeURIComponent(promql)}`);
      const body = (await answer.json()) as {
        status: string;
        data: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`prometheus refused ${promql}: ${JSON.stringify(body)}`);
      return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
