import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../config.js';

/** proxy-addr's named ranges, which TRUST_PROXY may list. */
const NAMED_RANGES: Record<string, string[]> = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

function trustedList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((name) => NAMED_RANGES[name] ?? [name])) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * A socket's client address as Fastify names an HTTP request's under TRUST_PROXY (the proxies it
 * trusts, nearest first, are skipped along X-Forwarded-For), so a socket's budgets count per client
 * behind nginx as the API's do. Socket.IO's handshake never passes through Fastify's routing.
 */
export function socketAddressOf(trustProxy: Config['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'function'
      ? trustProxy
      : Array.isArray(trustProxy)
        ? trustedList(trustProxy)
        : () => trustProxy === true;
  return (request) => {
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .reverse();
    const hops = [plain(request.socket.remoteAddress ?? 'unknown'), ...forwarded.map(plain)];
    let hop = 0;
    while (hop < hops.length - 1 && trusted(hops[hop], hop)) hop += 1;
    return hops[hop];
  };
}
