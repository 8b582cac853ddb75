import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newMember } from '../api/helpers/client.js';
import { type LoggedServer, startLoggedServer } from '../api/helpers/logged-server.js';
import { linkToken, resetCode } from '../api/helpers/outbox.js';
import { ADMIN } from '../api/helpers/test-server.js';

/** ASVS V14/V16 (data protection, logging): no secret in a response that has no reason to carry it, nor in the log. */
let server: LoggedServer;
/** Every response body of the journey, with the call that produced it. */
const responses: { call: string; text: string }[] = [];
/** Every secret the journey handled: passwords, mailed tokens and codes, session tokens, media signatures. */
const secrets = new Set<string>([ADMIN.password]);

beforeAll(async () => {
  server = await startLoggedServer({ LOG_LEVEL: 'trace' });
});
afterAll(() => server?.close());

async function call(method: string, path: string, body?: object, token?: string) {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const text = await response.text();
  responses.push({ call: `${method} ${path.split('?')[0]}`, text });
  return { status: response.status, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined };
}

/** Sign-up to password change: each step through the API, as the client does it. */
async function journey() {
  const member = newMember();
  secrets.add(member.password);
  await call('POST', '/api/auth/signup', member);
  const verification = linkToken(await server.outbox.latest(member.email), '/thankyou-verification');
  secrets.add(verification);
  await call('PATCH', `/api/auth/verification/${verification}`);

  const mail = await server.outbox.nextTo(member.email, () =>
    call('POST', '/api/auth/forgot-password', { email: member.email }),
  );
  secrets.add(linkToken(mail, '/reset-password'));
  const verified = await call('POST', '/api/auth/verify-code', { email: member.email, code: resetCode(mail) });
  secrets.add(verified.json.token);
  await call('PATCH', '/api/auth/reset-password', {
    token: verified.json.token,
    password: 'second-secret-2',
    confirmPassword: 'second-secret-2',
  });
  secrets.add('second-secret-2');

  const signin = await call('POST', '/api/auth/signin', { email: member.email, password: 'second-secret-2' });
  secrets.add(signin.json.token);
  const changed = await call(
    'PATCH',
    '/api/user/update/password',
    { currentPassword: 'second-secret-2', password: 'third-secret-3', confirmPassword: 'third-secret-3' },
    signin.json.token,
  );
  secrets.add('third-secret-3');
  secrets.add(changed.json.token);
  await call('GET', `/api/user/me?token=${changed.json.token}`, undefined, changed.json.token);

  const staff = (await call('POST', '/api/auth/signin', { email: ADMIN.email, password: ADMIN.password })).json.token;
  secrets.add(staff);
  await call('GET', '/api/user/getAll', undefined, staff);
  const lecture = await call(
    'POST',
    '/api/lectures/create',
    { name: 'Secret', description: 'd', courseId: 1, categoryId: 1, videoUrl: '/media/videos/secret.mp4' },
    staff,
  );
  const signature = new URL(lecture.json.videoUpload, server.url).searchParams.get('sig')!;
  secrets.add(signature);
  await call('GET', lecture.json.videoUpload);
}

/** Calls whose whole point is to hand the caller a token. */
const HANDS_OUT_TOKENS = new Set([
  'POST /api/auth/verify-code',
  'POST /api/auth/signin',
  'PATCH /api/user/update/password',
  'POST /api/lectures/create',
]);

describe('secrets', () => {
  beforeAll(journey);

  it('never puts a password, hash or token in a response that has no reason to carry it', () => {
    expect(responses.length).toBeGreaterThan(10);
    for (const { call: name, text } of responses) {
      expect(text, name).not.toMatch(/\$argon2|password_?hash|tokenVersion|token_version/i);
      if (HANDS_OUT_TOKENS.has(name)) continue;
      for (const secret of secrets) expect(text.includes(secret), `${name} carries a secret`).toBe(false);
    }
  });

  it('keeps every secret out of the log, which names the mail files instead of their links', async () => {
    // The child's last lines come through a pipe after its last answer: wait for the media request's.
    await vi.waitFor(() => expect(server.log()).toContain('sig=[redacted]'), { timeout: 10_000 });
    const log = server.log();
    expect(log).toContain('/api/auth/verification/[redacted]');
    expect(log).toContain('sig=[redacted]');
    expect(log).toMatch(/outbox/);
    expect(log).not.toMatch(/\$argon2/);
    const leaked = [...secrets].filter((secret) => log.includes(secret));
    expect(leaked).toEqual([]);
  });
});
