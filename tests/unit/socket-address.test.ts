import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { socketAddressOf } from '../../server/services/socket-address.js';

/** A handshake from `remote`, through proxies that added `forwarded` to X-Forwarded-For. */
const handshake = (remote: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: remote },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

const trusting = (TRUST_PROXY?: string) =>
  socketAddressOf(loadConfig({ NODE_ENV: 'test', ...(TRUST_PROXY && { TRUST_PROXY }) }).TRUST_PROXY);

describe("a socket's client address, as Fastify names a request's", () => {
  it('is the connection’s own without TRUST_PROXY: a forged X-Forwarded-For changes nothing', () => {
    expect(trusting()(handshake('::ffff:203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    expect(trusting('false')(handshake('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('skips the trusted proxies along X-Forwarded-For, nearest first, and stops at the first it does not trust', () => {
    const behindNginx = trusting('127.0.0.1');
    expect(behindNginx(handshake('127.0.0.1', '198.51.100.1'))).toBe('198.51.100.1');
    expect(behindNginx(handshake('127.0.0.1', '10.0.0.1, 198.51.100.1'))).toBe('198.51.100.1');
    expect(behindNginx(handshake('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    expect(trusting('loopback,10.0.0.0/8')(handshake('::1', '198.51.100.7, 10.1.2.3'))).toBe('198.51.100.7');
  });

  it('counts hops, or trusts every proxy with true', () => {
    expect(trusting('1')(handshake('10.0.0.2', '198.51.100.1, 10.0.0.1'))).toBe('10.0.0.1');
    expect(trusting('2')(handshake('10.0.0.2', '198.51.100.1, 10.0.0.1'))).toBe('198.51.100.1');
    expect(trusting('true')(handshake('10.0.0.2', '198.51.100.1, 10.0.0.1'))).toBe('198.51.100.1');
  });
});
