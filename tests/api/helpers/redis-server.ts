import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../../server/services/free-port.js';

export interface RedisServer {
  url: string;
  stop(): void;
}

/** Debian's redis-server on a free port, in memory only, once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let output = ''; !output.includes('Ready to accept connections');)
    output += String((await once(child.stdout, 'data'))[0]);
  child.stdout.resume();
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill() };
}
