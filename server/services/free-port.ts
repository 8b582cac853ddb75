import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Ports below this are where developers' own services usually sit (3000, 5432, 6379, 8080 …). */
const LOWEST_CHOSEN_PORT = 20_000;
const ATTEMPTS = 50;

/**
 * Ports of that range this process has handed out: their callers bind them later, and until then they
 * look free to any check (three browser-test products started at once drew the same one).
 */
const handedOut = new Set<number>();

/**
 * A TCP port on loopback that nothing listens on right now, chosen below the kernel's ephemeral
 * range: a port the kernel hands out (listen on 0, or the local end of any outgoing connection) can be
 * taken by another process between this check and the caller's own bind, which under a busy test run
 * happened. Outside that range only another process choosing at random can collide.
 */
export async function freePort(): Promise<number> {
  const range = portsBelowEphemeral();
  if (range)
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const port = range.low + Math.floor(Math.random() * (range.high - range.low + 1));
      if (handedOut.has(port)) continue;
      // Taken before the check, so a caller choosing meanwhile skips it.
      handedOut.add(port);
      if (await canListen(port)) return port;
      handedOut.delete(port);
    }
  return listenOnAnyPort();
}

/** Null where the range cannot be read (not Linux) or leaves no room below it. */
function portsBelowEphemeral(): { low: number; high: number } | null {
  let text: string;
  try {
    text = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
  } catch {
    return null;
  }
  const ephemeralLow = Number(text.trim().split(/\s+/)[0]);
  if (!Number.isInteger(ephemeralLow) || ephemeralLow - 1 <= LOWEST_CHOSEN_PORT) return null;
  return { low: LOWEST_CHOSEN_PORT, high: ephemeralLow - 1 };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function listenOnAnyPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
