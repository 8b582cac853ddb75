import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.js';

/** An IPv4 client as IPv4 (`::ffff:203.0.113.9` is `203.0.113.9`), as the budgets key it. */
const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * A socket's client address as Fastify names an HTTP request's under TRUST_PROXY, with the library
 * Fastify uses for it (the proxies it trusts, nearest first, are skipped along X-Forwarded-For), so a
 * socket's budgets count per client behind nginx as the API's do. Socket.IO's handshake never passes
 * through Fastify's routing.
 */
export function socketAddressOf(trustProxy: Config['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'function'
      ? trustProxy
      : Array.isArray(trustProxy)
        ? proxyAddr.compile(trustProxy)
        : () => trustProxy === true;
  return (request) => plain(proxyAddr(request, trusted));
}
