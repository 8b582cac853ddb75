import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { ensureServerBuild, serverEntryArgs } from '../../../build/server-build.js';
import { QUEUES } from '../../../server/jobs/queue.js';
import { freePort } from '../../../server/services/free-port.js';
import { waitFor } from '../../reliability/helpers/wait.js';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN = { email: 'admin@example.com', password: 'cluster-admin-password' };
/** Debian's PostgreSQL as .ci/run starts it; CLUSTER_DATABASE_URL names another server. */
const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const BUCKET = 'poker-media';
export const RATE_LIMIT = 3000;
/** The bearer token every process asks Prometheus for. */
export const METRICS_TOKEN = randomBytes(24).toString('base64url');

/** A child process of the cluster, with what it printed. */
export interface Part {
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** A worker's own metrics listener, `127.0.0.1:port`. */
  metricsAddress?: string;
}

export interface Cluster {
  /** nginx, in front of both app processes. */
  url: string;
  /** Each app process directly (to choose which one a request meets). */
  apps: [string, string];
  databaseUrl: string;
  env: Record<string, string>;
  /** The workers started so far, killed ones included. */
  workers: Part[];
  /** The cluster's scratch folder. */
  dir: string;
  startWorker(): Promise<Part>;
  stop(): Promise<void>;
}

const parts: Part[] = [];
const cleanups: (() => Promise<void>)[] = [];

/** Starts a process and resolves once it prints `ready`. */
async function startPart(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<Part> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const part: Part = {
    child,
    output: () => text,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  parts.push(part);
  await Promise.race([
    waitFor(() => ready.test(text), `${command} ${args.join(' ')} to be ready`, 120_000, 50),
    exited.then(() => {
      throw new Error(`${command} ended before it was ready:\n${text}`);
    }),
  ]);
  return part;
}

/** A fresh database on Debian's PostgreSQL (started here when it is down and we may). */
async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  try {
    await admin.connect();
  } catch (error) {
    if (process.getuid?.() !== 0 || process.env.CLUSTER_DATABASE_URL) throw error;
    execFileSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit' });
    execFileSync('su', ['postgres', '-c', `psql -qc "ALTER USER postgres PASSWORD 'postgres';"`], { stdio: 'inherit' });
    return freshDatabase();
  }
  const name = `poker_cluster_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: SERVER_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startRedis(dir: string): Promise<string> {
  const port = await freePort();
  await startPart(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {},
    /Ready to accept connections/,
  );
  return `redis://127.0.0.1:${port}`;
}

async function startS3(dir: string): Promise<string> {
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  cleanups.push(() => s3rver.close());
  return `http://127.0.0.1:${port}`;
}

/**
 * nginx (Debian) balancing round-robin over the app processes, websockets included, naming the
 * client in X-Forwarded-For as the README's block does.
 */
async function startNginx(dir: string, appPorts: number[]): Promise<string> {
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 6m;
  upstream app { ${appPorts.map((p) => `server 127.0.0.1:${p};`).join(' ')} }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 300s;
    }
  }
}`;
  await fs.writeFile(path.join(dir, 'nginx.conf'), config);
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  parts.push({ child: nginx, output: () => '', kill: async () => void nginx.kill('SIGQUIT') });
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    'nginx to answer through the apps',
    30_000,
    100,
  );
  return `http://127.0.0.1:${port}`;
}

/**
 * The product on several processes, as the README's "Beyond one machine" describes: Debian's
 * PostgreSQL, redis-server for Socket.IO and rate limits, media in an S3-compatible bucket (s3rver),
 * two app processes (RUN_JOBS=0) sharing one upload staging folder, nginx in front, and workers
 * started on demand.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-cluster-'));
  await fs.chmod(dir, 0o755);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  for (const sub of ['redis', 's3', 'nginx', 'app', 'worker']) await fs.mkdir(path.join(dir, sub));
  const [databaseUrl, redisUrl, s3Endpoint] = await Promise.all([
    freshDatabase(),
    startRedis(path.join(dir, 'redis')),
    startS3(path.join(dir, 's3')),
  ]);
  const env = {
    NODE_ENV: 'test',
    // No live ingest unless asked for: RTMP's default port is one per machine.
    RTMP_PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    JWT_SECRET: randomBytes(36).toString('base64url'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // nginx, on this machine: its X-Forwarded-For names the client.
    TRUST_PROXY: '127.0.0.1',
    RUN_JOBS: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dir, 'app'),
    METRICS_TOKEN,
  };
  const appPorts = [await freePort(), await freePort()];
  ensureServerBuild();
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const port of appPorts)
    await startPart(process.execPath, serverEntryArgs('server'), { ...env, PORT: String(port) }, /serving on/);
  const url = await startNginx(path.join(dir, 'nginx'), appPorts);
  const workers: Part[] = [];
  return {
    url,
    apps: [`http://127.0.0.1:${appPorts[0]}`, `http://127.0.0.1:${appPorts[1]}`],
    databaseUrl,
    env,
    workers,
    dir,
    async startWorker() {
      const metricsPort = await freePort();
      const worker = await startPart(
        process.execPath,
        serverEntryArgs('worker'),
        { ...env, DATA_DIR: path.join(dir, 'worker'), METRICS_PORT: String(metricsPort) },
        /taking jobs/,
      );
      worker.metricsAddress = `127.0.0.1:${metricsPort}`;
      workers.push(worker);
      return worker;
    },
    async stop() {
      for (const part of parts.splice(0).reverse()) await part.kill();
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    },
  };
}

/** Transcode jobs the queue holds back for later (a retry's back-off), in the cluster's database. */
export async function transcodeJobsHeldBack(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pgboss.job
       where name = $1 and state in ('created', 'retry') and start_after > now()`,
      [QUEUES.transcode.name],
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}
