import net from 'node:net';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.js';
import { dropWhenLeft, freshDatabase } from './test-server.js';

export interface ProxiedDatabase {
  /** A fresh database from the migrated template, reached through the proxy. */
  url: string;
  /** The database goes away: every connection through the proxy is cut and new ones are refused. */
  away(): Promise<void>;
  /** It is back on the same address. */
  back(): Promise<void>;
  drop(): Promise<void>;
}

/** A fresh test database behind a TCP proxy on loopback, to take the database away from a server and give it back. */
export async function proxiedDatabase(): Promise<ProxiedDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = await freshDatabase('poker_proxied');

  const target = new URL(adminUrl);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server = net.createServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const url = new URL(withDatabase(adminUrl, name));
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const away = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: url.toString(),
    away,
    back: async () => void (await listen(port)),
    async drop() {
      await away().catch(() => undefined);
      await dropWhenLeft(adminUrl, name);
    },
  };
}
