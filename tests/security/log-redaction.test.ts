import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signIn } from '../api/helpers/client.js';
import { type LoggedServer, startLoggedServer } from '../api/helpers/logged-server.js';
import { linkToken } from '../api/helpers/outbox.js';
import { ADMIN } from '../api/helpers/test-server.js';

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

  it('never holds the values of a failed query: a refused sign-up logs the error, not the person or the hash', async () => {
    // The database refuses the row (a check constraint): PostgreSQL's detail then quotes the whole row,
    // and Drizzle's message lists the query's parameters.
    await server.query(`alter table users add constraint refused_by_log_test check (name <> 'Refused Member')`);
    const member = newMember({ name: 'Refused Member', phone: '+1 555 0142', dob: '1977-03-09' });
    try {
      expect((await server.api.post('/auth/signup', member)).status).toBe(500);
      await expect.poll(() => server.log()).toContain('refused_by_log_test');
    } finally {
      await server.query('alter table users drop constraint refused_by_log_test');
    }
    for (const secret of [member.email, member.phone, member.dob, member.password, '$argon2'])
      expect(server.log()).not.toContain(secret);
  });

  it('never holds a query value, a bearer token or a cookie', async () => {
    const staff = await signIn(server.api, ADMIN.email, ADMIN.password);
    const searched = 'someone.private@example.com';
    const answer = await fetch(`${server.url}/api/user/getAll?q=${encodeURIComponent(searched)}&_start=0&_end=10`, {
      headers: { authorization: `Bearer ${staff}`, cookie: 'session=cookie-secret-value' },
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => server.log()).toContain('/api/user/getAll?q=[redacted]&_start=[redacted]&_end=[redacted]');
    for (const secret of [searched, staff, 'cookie-secret-value']) expect(server.log()).not.toContain(secret);
  });
});
