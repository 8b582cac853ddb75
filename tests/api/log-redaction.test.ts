import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './helpers/client.js';
import { type LoggedServer, startLoggedServer } from './helpers/logged-server.js';
import { linkToken } from './helpers/outbox.js';

let server: LoggedServer;

beforeAll(async () => {
  server = await startLoggedServer();
});
afterAll(() => server?.close());

describe('the request log', () => {
  it('never holds a mailed verification token, whichever form the link takes', async () => {
    const member = newMember();
    expect((await server.api.post('/auth/signup', member)).status).toBe(201);
    const token = linkToken(await server.outbox.latest(member.email), '/thankyou-verification');
    expect((await server.api.patch(`/auth/verification/${token}`)).status).toBe(200);
    expect((await server.api.patch(`/auth/verification/${token}?token=${token}`)).status).toBe(400);
    // The request was logged (its line is written once it is answered), so the absence of the token
    // means it was redacted, not skipped.
    await expect.poll(() => server.log()).toContain('/api/auth/verification/[redacted]?token=[redacted]');
    expect(server.log()).not.toContain(token);
  });
});
