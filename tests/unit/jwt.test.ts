// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { JwtService } from '../../server/services/jwt.js';

const claims = { userId: 7, role: 'member' as const, tokenVersion: 0, sessionId: 'session-7' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the bearer tokens', () => {
  it('knows a token once verified, and only that token', async () => {
    const jwt = new JwtService('a secret of the test');
    const token = await jwt.sign(claims, inAnHour());
    expect(jwt.known(token)).toBeUndefined();
    expect(await jwt.verify(token)).toEqual(claims);
    expect(jwt.known(token)).toEqual(claims);

    // Another payload under the same signature: remembered tokens are found by their signature's end,
    // but the whole token must match, else it is verified (and refused) like any other.
    const [, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const forged = `eyJhbGciOiJIUzI1NiJ9.${forgedPayload}.${signature}`;
    expect(jwt.known(forged)).toBeUndefined();
    expect(await jwt.verify(forged)).toBeNull();
    expect(jwt.known(token)).toEqual(claims);
  });

  it('forgets a remembered token when it expires', async () => {
    const jwt = new JwtService('a secret of the test');
    const token = await jwt.sign(claims, inAnHour());
    expect(await jwt.verify(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_601_000 });
    try {
      expect(jwt.known(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
