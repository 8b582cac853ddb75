import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from './helpers/client.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

/** Ids are PostgreSQL integers: one past the top must be a 400 naming the field, never a 500 (docs/API.md#ids-and-values). */
const TOO_BIG = 3_000_000_000;

let server: TestServer;
let api: ApiClient;
let staff: string;

useTestServer({}, async (started, client) => {
  server = started;
  api = client;
  staff = await signIn(api, ADMIN.email, ADMIN.password);
});

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema: { type?: string; anyOf?: unknown[] } }[];
}

/** Every route and integer parameter the server publishes, so a new route is covered without a new line here. */
async function integerParameters(): Promise<{ method: string; path: string; where: 'path' | 'query'; name: string }[]> {
  const doc = (await api.get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, op]) =>
      (op.parameters ?? [])
        .filter((p) => (p.in === 'path' || p.in === 'query') && (p.schema.type === 'integer' || p.schema.anyOf))
        .map((p) => ({ method: method.toUpperCase(), path, where: p.in as 'path' | 'query', name: p.name })),
    ),
  );
}

function urlFor(path: string, where: 'path' | 'query', name: string, value: number): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, param) => (where === 'path' && param === name ? String(value) : '1'));
  return where === 'query' ? `${filled}?${name}=${value}` : filled;
}

describe('32-bit ids', () => {
  it('refuses an id above 2147483647 in any path or query with a 400 naming it', async () => {
    const parameters = await integerParameters();
    expect(parameters.length).toBeGreaterThan(30);
    for (const { method, path, where, name } of parameters) {
      const response = await fetch(`${server.url}${urlFor(path, where, name, TOO_BIG)}`, {
        method,
        headers: { authorization: `Bearer ${staff}` },
      });
      const body = await response.json();
      expect({ method, path, name, status: response.status }).toEqual({ method, path, name, status: 400 });
      expect(body.message).toContain(name);
    }
  });

  it.each([
    ['/user/create-favorite', { lectureId: TOO_BIG }, 'lectureId'],
    [
      '/lectures/create',
      { name: 'L', description: 'd', courseId: TOO_BIG, categoryId: 1, videoUrl: 'https://videos.example/l.mp4' },
      'courseId',
    ],
    [
      '/lectures/create',
      { name: 'L', description: 'd', courseId: 1, categoryId: TOO_BIG, videoUrl: 'https://videos.example/l.mp4' },
      'categoryId',
    ],
    [
      '/lectures/create',
      {
        name: 'L',
        description: 'd',
        courseId: 1,
        categoryId: 1,
        tagIds: [TOO_BIG],
        videoUrl: 'https://videos.example/l.mp4',
      },
      'tagIds',
    ],
    [
      '/lectures/create',
      {
        name: 'L',
        description: 'd',
        courseId: 1,
        categoryId: 1,
        lectureLength: TOO_BIG,
        videoUrl: 'https://videos.example/l.mp4',
      },
      'lectureLength',
    ],
    [
      '/lectures/create',
      {
        name: 'L',
        description: 'd',
        courseId: 1,
        categoryId: 1,
        lectureLength: -1,
        videoUrl: 'https://videos.example/l.mp4',
      },
      'lectureLength',
    ],
    ['/notifications/send-to-specific', { title: 'T', description: 'd', userIds: [TOO_BIG] }, 'userIds'],
  ])('refuses POST %s with %j naming %s', async (path, body, field) => {
    const answer = await api.post(path, body, staff);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });

  it('refuses a page window past 32 bits', async () => {
    const answer = await api.get(`/lectures?_start=0&_end=${TOO_BIG}`, staff);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('_end');
  });

  it('still answers a real id', async () => {
    expect((await api.get('/category/1', staff)).status).toBe(200);
    expect((await api.get('/category/2147483647', staff)).status).toBe(404);
  });
});
