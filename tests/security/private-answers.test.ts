import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConnectionId } from '../api/helpers/video-upload.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V8.2/V7 (no private data cached, no session token in URLs but where nothing else works). */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

const EVENT_STREAM = { accept: 'text/event-stream' };

describe('a session token in the query', () => {
  it('opens the upload progress stream, which EventSource cannot send headers to', async () => {
    const stopped = new AbortController();
    const stream = await fetch(`${cast.server.url}/api/lectures/progress/${newConnectionId()}?token=${cast.staff}`, {
      headers: EVENT_STREAM,
      signal: stopped.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toContain('no-store');
    stopped.abort();
  });

  it('is refused on every other route, event stream or not', async () => {
    for (const [path, token] of [
      ['/api/user/me', cast.alice.token],
      ['/api/user/getAll', cast.staff],
      [`/api/lectures/${cast.lectureId}`, cast.alice.token],
    ] as const) {
      for (const headers of [EVENT_STREAM, {}]) {
        const answer = await fetch(`${cast.server.url}${path}?token=${token}`, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });
});

describe('Cache-Control on API answers', () => {
  const cacheControl = async (path: string, init: RequestInit = {}) =>
    (await fetch(`${cast.server.url}/api${path}`, init)).headers.get('cache-control');
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('is no-store on every signed-in answer, refusals included', async () => {
    expect(await cacheControl('/user/me', bearer(cast.alice.token))).toBe('no-store');
    expect(await cacheControl(`/lectures/${cast.lectureId}`, bearer(cast.alice.token))).toBe('no-store');
    expect(await cacheControl('/user/getAll', bearer(cast.staff))).toBe('no-store');
    expect(await cacheControl('/user/getAll', bearer(cast.alice.token))).toBe('no-store'); // 403
    expect(await cacheControl('/user/me')).toBe('no-store'); // 401
    expect(await cacheControl('/user/export.csv', bearer(cast.staff))).toBe('no-store');
  });

  it('is no-store on an answer that carries a session token', async () => {
    const answer = await fetch(`${cast.server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cast.bob.email, password: cast.bob.password }),
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).token).toBeTruthy();
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on public answers too: live state (health, the plan) no cache may hold', async () => {
    expect(await cacheControl('/health')).toBe('no-store');
    expect(await cacheControl('/payments/config')).toBe('no-store');
  });
});
