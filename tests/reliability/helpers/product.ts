import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, serverEntryArgs } from '../../../build/server-build.js';
import { freePort } from '../../../server/services/free-port.js';
import { type ApiClient, apiClient, signIn } from '../../api/helpers/client.js';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const READY_LINE = /\[poker\] serving on /;

/** The real product in a child process (`npm start`'s compiled `server/server.ts`), treated from outside. */
export interface Product {
  url: string;
  dataDir: string;
  api: ApiClient;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  adminToken(): Promise<string>;
}

/** A temp DATA_DIR the embedded PostgreSQL (user postgres when we run as root) can reach. */
export async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-rel-'));
  await fs.chmod(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

/** After a file: whatever a failed test left running is killed, its database too, and its folders go. */
export async function cleanUp(): Promise<void> {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) {
    const pid = await postmasterPid(dir);
    if (pid) process.kill(pid, 'SIGQUIT');
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** `root`: another checkout of the product, e.g. a copy with a change made to it. */
export async function startProduct(dataDir: string, env: Record<string, string> = {}, root = ROOT): Promise<Product> {
  const port = await freePort();
  ensureServerBuild(root);
  const child = spawn(process.execPath, serverEntryArgs('server', root), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // ffmpeg at the suite's own priority: CI runs this suite beside the browser suite.
      BATCH_NICE: '0',
      // No live ingest unless asked for: RTMP's default port is one per machine.
      RTMP_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (READY_LINE.test(text)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the product ended before serving (${code ?? signal}):\n${text}`)),
    );
  });
  await ready;
  const url = `http://127.0.0.1:${port}`;
  const api = apiClient(url);
  return {
    url,
    dataDir,
    api,
    child,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    adminToken: () => signIn(api, ADMIN.email, ADMIN.password),
  };
}

let members = 0;
/** A verified member made by staff (no mail round trip needed). */
export async function createMember(product: Product, adminToken: string): Promise<{ email: string; token: string }> {
  members += 1;
  const email = `rel-${members}-${Date.now()}@example.com`;
  const password = 'correct-horse-1';
  const created = await product.api.post(
    '/user',
    { name: `Reliability ${members}`, email, dob: '1990-04-12', phone: '+1 555 0100', password },
    adminToken,
  );
  if (created.status !== 201)
    throw new Error(`creating a member failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { email, token: await signIn(product.api, email, password) };
}

/** The embedded PostgreSQL's server process, from its lock file: null when none runs. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  const content = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(content?.split('\n')[0]);
  if (!pid) return null;
  const comm = await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
  return comm.trim() === 'postgres' ? pid : null;
}
