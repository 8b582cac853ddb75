import { describe, expect, it } from 'vitest';
import { type ApiClient, newMember, signIn } from './helpers/client.js';
import { linkToken } from './helpers/outbox.js';
import { type TestServer, useTestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

/** What older clients send on a body-less call: JSON's content type and nothing after it (docs/API.md#conventions). */
async function bodyless(method: string, path: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api${path}`, { method, headers });
  return { status: response.status, body: await response.json() };
}

describe('JSON content type with an empty body', () => {
  it('verifies an account, and refuses a bad link with the usual 400', async () => {
    const member = newMember();
    await api.post('/auth/signup', member);
    const token = linkToken(await server.outbox.latest(member.email), '/thankyou-verification');
    expect(await bodyless('PATCH', '/auth/verification/not-a-real-token')).toEqual({
      status: 400,
      body: { status: false, message: expect.any(String) },
    });
    expect((await bodyless('PATCH', `/auth/verification/${token}`)).status).toBe(200);
    expect((await signIn(api, member.email, member.password)).length).toBeGreaterThan(20);
  });

  it('completes the tour and starts a subscription', async () => {
    const member = newMember();
    await api.post('/auth/signup', member);
    await api.patch(
      `/auth/verification/${linkToken(await server.outbox.latest(member.email), '/thankyou-verification')}`,
    );
    const token = await signIn(api, member.email, member.password);
    expect(await bodyless('POST', '/user/tour-complete', token)).toEqual({ status: 200, body: {} });
    const subscription = await bodyless('POST', '/user/create/subscription', token);
    expect(subscription.status).toBe(200);
    expect(subscription.body.clientSecret).toBeTruthy();
  });

  it('still refuses a call whose body is required, naming what is missing', async () => {
    const answer = await bodyless('POST', '/auth/signin');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^body: /);
  });
});
