import fs from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_DATABASE } from '../db/database.js';
import { isPostgresProcess } from '../db/embedded.js';

/** The URL of the embedded PostgreSQL a running app started on DATA_DIR, or null when none runs. */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const lock = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  if (!lock) return null;
  // postmaster.pid: line 1 the server's pid, line 4 its port.
  const [pid, , , port] = lock.split('\n');
  if (!(await isPostgresProcess(Number(pid)))) return null;
  const password = (await fs.readFile(path.join(dataDir, 'pg-password.txt'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/${EMBEDDED_DATABASE}`;
}
