import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherSession, type Cast, startCast } from './helpers/cast.js';
import {
  AUDIENCE,
  ENDS_OWN_SESSION,
  fillPath,
  publishedRoutes,
  type Route,
  STAFF_AREA,
  staffMayCall,
  type StaffRole,
} from './helpers/routes.js';
import { staffMemberWithRole } from './helpers/staff-roles.js';

/** ASVS V8 (authorization): who may call what, checked on every route the server publishes. */
let cast: Cast;
let routes: Route[];

beforeAll(async () => {
  cast = await startCast();
  routes = await publishedRoutes(cast.api);
});
afterAll(() => cast?.server.close());

/** Valid bodies where validation would otherwise answer before the access check does. */
const BODIES: Record<string, () => object> = {
  'PATCH /api/user/update/profile': () => ({ name: 'Matrix', phone: '+1 555 0100' }),
  'POST /api/user/create-favorite': () => ({ lectureId: cast.lectureId }),
  'POST /api/spots': () => ({ lectureId: cast.lectureId, atSeconds: 1, note: 'Matrix' }),
  'PATCH /api/spots/{id}': () => ({ note: 'Matrix' }),
  'POST /api/decisions/{id}/answer': () => ({ optionIndex: 0 }),
  'POST /api/review/cards/{id}/rate': () => ({ rating: 'good' }),
  'POST /api/lectures/{id}/discussion': () => ({ body: 'Matrix' }),
  'POST /api/discussion/{id}/replies': () => ({ body: 'Matrix' }),
  'PATCH /api/discussion/{id}': () => ({ body: 'Matrix' }),
  'PUT /api/discussion/{id}/helpful': () => ({ helpful: true }),
  'POST /api/discussion/{id}/report': () => ({ reason: 'Matrix' }),
  'PUT /api/discussion/{id}/answer': () => ({ answerId: null }),
  'PUT /api/live-chat/messages/{id}/vote': () => ({ voted: true }),
};

/** Valid required query strings, for the same reason. */
const QUERIES: Record<string, string> = {
  'GET /api/search': '?q=river',
};

async function call(route: Route, token?: string, id = cast.lectureId) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const key = token && ENDS_OWN_SESSION.has(route.key) ? await anotherSession(cast, token) : token;
  if (key) headers.authorization = `Bearer ${key}`;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const url = `${cast.server.url}${fillPath(route.path, { id, lectureId: id })}${QUERIES[route.key] ?? ''}`;
  const response = await fetch(url, {
    method: route.method,
    headers,
    body: hasBody ? JSON.stringify(BODIES[route.key]?.() ?? {}) : undefined,
  });
  // An event stream stays open while it waits for the upload: its status is all this needs.
  if (response.headers.get('content-type') === 'text/event-stream') {
    await response.body?.cancel();
    return { status: response.status, message: undefined };
  }
  const text = await response.text();
  return { status: response.status, message: text.startsWith('{') ? JSON.parse(text).message : undefined };
}

const withAudience = (...audiences: string[]) => routes.filter((route) => audiences.includes(AUDIENCE[route.key]));

describe('route matrix', () => {
  it('classifies every published route, and only published ones', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !AUDIENCE[route.key]).map((route) => route.key)).toEqual([]);
    const published = new Set(routes.map((route) => route.key));
    expect(Object.keys(AUDIENCE).filter((key) => !published.has(key))).toEqual([]);
  });

  it('answers 401 with a message to every non-public route called without a token', async () => {
    for (const route of withAudience('member', 'membership', 'staff')) {
      const answer = await call(route);
      expect({ route: route.key, status: answer.status }).toEqual({ route: route.key, status: 401 });
      expect(answer.message).toBeTruthy();
    }
  });

  it('lets public routes through without a token', async () => {
    for (const route of withAudience('public'))
      expect([route.key, (await call(route)).status]).not.toEqual([route.key, 401]);
  });

  it('answers 403 to a member on every staff route', async () => {
    for (const route of withAudience('staff')) {
      const answer = await call(route, cast.alice.token);
      expect({ route: route.key, status: answer.status }).toEqual({ route: route.key, status: 403 });
      expect(answer.message).toBeTruthy();
    }
  });

  it('answers 403 to a member without a membership on lecture content', async () => {
    for (const route of withAudience('membership')) {
      const answer = await call(route, cast.unpaid.token);
      expect({ route: route.key, status: answer.status }).toEqual({ route: route.key, status: 403 });
    }
  });

  it('lets a paying member through member and content routes, and staff through everything', async () => {
    const refused = [401, 403];
    for (const route of withAudience('member', 'membership'))
      expect([route.key, refused.includes((await call(route, cast.bob.token)).status)]).toEqual([route.key, false]);
    // Staff act on an id that does not exist: a 404 shows they got through, and nothing is deleted.
    for (const route of routes)
      expect([route.key, refused.includes((await call(route, cast.staff, 999_999)).status)]).toEqual([
        route.key,
        false,
      ]);
  });

  it('files every staff route under an area of the role rules', () => {
    expect(
      withAudience('staff')
        .filter((route) => !STAFF_AREA[route.key])
        .map((route) => route.key),
    ).toEqual([]);
  });

  it.each(['editor', 'support'] as const)(
    'lets the %s role through exactly the staff routes its rules allow, 403 with a message elsewhere',
    async (role: StaffRole) => {
      const token = await staffMemberWithRole(cast, role);
      for (const route of withAudience('staff')) {
        // An id that does not exist: a 404 shows the call got through, and nothing is changed.
        const answer = await call(route, token, 999_999);
        const allowed = staffMayCall(role, route.key);
        expect({ route: route.key, refused: answer.status === 403 }).toEqual({ route: route.key, refused: !allowed });
        if (!allowed) expect(answer.message).toBeTruthy();
      }
      // Member and content routes stay open to every staff role (signing out is tried above, with the cast's own).
      for (const route of withAudience('member', 'membership').filter(({ key }) => !ENDS_OWN_SESSION.has(key)))
        expect([route.key, [401, 403].includes((await call(route, token)).status)]).toEqual([route.key, false]);
    },
  );

  it('serves lecture media only through a link signed for a member with a membership', async () => {
    const media = (path: string) => fetch(`${cast.server.url}${path}`).then((response) => response.status);
    expect(await media('/media/videos/cast.mp4')).toBe(403);
    expect(await media('/media/videos/cast.mp4?exp=9999999999&sig=forged')).toBe(403);
    const signed = (await cast.api.get(`/lectures/${cast.lectureId}`, cast.alice.token)).body.videoUpload as string;
    expect(signed).toMatch(/^\/media\/videos\/cast\.mp4\?exp=\d+&u=\d+&s=[\w-]+&sig=/);
    // Signature accepted: the file itself was never uploaded.
    expect(await media(signed)).toBe(404);
    expect(await media(signed.replace('cast.mp4', 'other.mp4'))).toBe(403);
  });
});
