import { describe, expect, it } from 'vitest';
import { type ApiClient, newMember } from './helpers/client.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

describe('API core', () => {
  it('reports health once the database answers', async () => {
    const answer = await api.get('/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const answer = await api.get('/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    expect(answer.body.message).toBeTruthy();
  });

  it('answers malformed JSON with a JSON 400, not a stack trace', async () => {
    const response = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const answer = await api.get('/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    expect(
      answer.body.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(answer.body.paths).toHaveProperty('/api/user/me');
    // The document says what creates answer, as the server really sends it.
    expect(answer.body.info.description).toContain('`{X} Added Successfully`');
    expect(answer.body.info.description).toContain('`Course Added Successfully`');
  });

  it('sends security headers with answers, refusals and errors alike', async () => {
    const answers = [
      await fetch(`${server.url}/api/health`),
      await fetch(`${server.url}/api/no-such-thing`),
      await fetch(`${server.url}/api/user/me`),
      await fetch(`${server.url}/api/auth/signin`, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 400]);
    for (const { headers } of answers) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('seeds the reference data and the admin account', async () => {
    const courses = await server.db.query('select id, title from courses order by id');
    expect(courses.rows).toEqual([
      { id: 1, title: "NLHE (No-Limit Hold'em)" },
      { id: 2, title: 'PLO (Pot Limit Omaha)' },
    ]);
    const categories = await server.db.query('select title from categories order by id');
    expect(categories.rows.map((r) => r.title)).toEqual([
      'Preflop',
      'Postflop',
      'Tournament Strategy',
      'Mental Game',
      'Independent',
    ]);
    const admin = await server.db.query("select email, password_hash from users where role = 'admin'");
    expect(admin.rows[0].email).toBe(ADMIN.email);
    expect(admin.rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores email tokens hashed, never as sent', async () => {
    const member = newMember();
    await api.post('/auth/signup', member);
    const mail = await server.outbox.latest(member.email);
    const token = mail.text.match(/token=([\w-]+)/)![1];
    const rows = await server.db.query('select token_hash from email_tokens');
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) expect(row.token_hash).not.toContain(token);
  });
});
