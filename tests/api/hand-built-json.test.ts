import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ZodType } from 'zod';
import { fillPath, publishedRoutes } from '../security/helpers/routes.js';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

/**
 * Answers a handler writes as JSON text itself (joined from cached fragments, kept as bytes) skip the
 * serializer that the route's response schema drives. Every GET route is called here as a member with a
 * membership and as staff; each answer that went out as text is parsed with its route's declared schema,
 * which must accept it and find nothing in it the schema does not declare.
 */
interface TextAnswer {
  route: string;
  status: number;
  schema: ZodType | undefined;
  json: string;
}
const textAnswers = vi.hoisted(() => [] as TextAnswer[]);

vi.mock('../../server/plugins/response-serializer.js', async (original) => {
  const actual = await original<typeof import('../../server/plugins/response-serializer.js')>();
  return {
    ...actual,
    sendJsonText<R extends { type(contentType: string): unknown }>(reply: R, json: string | Buffer): R {
      const { request, statusCode } = reply as unknown as FastifyReply;
      const responses = request.routeOptions.schema?.response as Record<number, ZodType> | undefined;
      textAnswers.push({
        route: `${request.method} ${request.routeOptions.url}`,
        status: statusCode,
        schema: responses?.[statusCode],
        json: String(json),
      });
      return actual.sendJsonText(reply, json);
    },
  };
});

let office: BackOffice;
let subscriber: string;

beforeAll(async () => {
  office = await startBackOffice({ SEED_DEMO: '1' });
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
  // Favourites and progress, so the personal parts of the answers are there to check.
  const lectures = (await office.api.get('/lectures?_sort=id&_order=asc', subscriber)).body as { id: number }[];
  await office.api.post('/user/create-favorite', { lectureId: lectures[0].id }, subscriber);
  await office.server.db.query(
    'insert into progress (user_id, lecture_id, watched_seconds, last_position) values ($1, $2, 30, 30), ($1, $3, 5, 5)',
    [memberId, lectures[0].id, lectures[1].id],
  );
}, 120_000);
afterAll(() => office.server.close());

// Streams and files: their answers are not JSON.
const NOT_JSON = /\/export\.csv$|\/(upload|progress)\/\{connectionId\}$|\/digest\/unsubscribe$/;

describe('hand-built JSON answers', () => {
  it('match their route’s response schema, field for field', async () => {
    const [first] = (await office.api.get('/lectures?_sort=id&_order=asc', subscriber)).body as {
      id: number;
      courseId: number;
      categoryId: number;
    }[];
    const values = { id: first.id, lectureId: first.id, courseId: first.courseId, categoryId: first.categoryId };
    const gets = (await publishedRoutes(office.api)).filter(
      ({ method, path }) => method === 'GET' && !NOT_JSON.test(path),
    );
    for (const { path } of gets)
      for (const token of [subscriber, office.staff])
        // Twice: the second answer of a kept route comes from the cache.
        for (let i = 0; i < 2; i++) await office.api.get(fillPath(path, values).replace(/^\/api/, ''), token);

    expect(new Set(textAnswers.map(({ route }) => route))).toEqual(
      new Set([
        'GET /api/lectures',
        'GET /api/lectures/:id',
        'GET /api/lectures/by-category/:categoryId',
        'GET /api/lectures/:id/recent',
        'GET /api/lectures/:id/next',
        'GET /api/user/continue-watching',
        'GET /api/user/get-favorites',
        'GET /api/category/all-progress',
        'GET /api/user/getAll',
        'GET /api/lectures/:id/discussion',
        'GET /api/notifications',
        'GET /api/review',
      ]),
    );
    for (const { route, status, schema, json } of textAnswers) {
      expect(schema, `${route} declares no ${status} schema`).toBeDefined();
      const sent: unknown = JSON.parse(json);
      const parsed = schema!.safeParse(sent);
      expect(parsed.error, route).toBeUndefined();
      expect(parsed.data, `${route} sent fields its schema does not declare`).toEqual(sent);
    }
  });
});
