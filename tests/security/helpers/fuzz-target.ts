import { type Cast, startCast } from './cast.js';
import { Prober } from './probe.js';
import { AUDIENCE, ENDS_OWN_SESSION, fillPath, type Route } from './routes.js';

export interface FuzzTarget {
  cast: Cast;
  prober: Prober;
  /** Valid values for fields the schema alone cannot make valid (formats, references). */
  known: Record<string, unknown>;
  /** The route's path with real records in it, so a hostile field reaches the handler's own checks. */
  path(route: Route, values?: Record<string, string | number>): string;
  /** The token that gets past the route's access check. */
  token(route: Route): string | undefined;
}

/** A cast with one record of each kind to aim at. Staff routes are fuzzed as staff, member routes as a paying member. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const cast = await startCast();
  const { api, staff } = cast;
  const tag = await api.post('/tags', { title: 'Fuzz tag' }, staff);
  const promotion = await api.post('/promotion', { image: '/media/images/fuzz.png', title: 'Fuzz' }, staff);
  const plan = await api.post('/plans', { name: 'Fuzz plan', amountCents: 1000, interval: 'year' }, staff);
  const offer = await api.post('/offers', { code: 'FUZZ', percentOff: 10, duration: 'once' }, staff);
  await api.post(
    '/customer-support',
    { name: 'Alice', email: cast.alice.email, title: 'None of these', message: 'Fuzz' },
    cast.alice.token,
  );
  await api.post('/notifications/send-to-specific', { title: 'Fuzz', description: 'd', userIds: [cast.bob.id] }, staff);
  const support = await api.get('/customer-support?_sort=id&_order=desc&_start=0&_end=1', staff);
  const notification = await api.get('/notifications?_sort=id&_order=desc&_start=0&_end=1', staff);
  const ids: Record<string, number> = {
    '/api/tags/': tag.body.id,
    '/api/promotion/': promotion.body.id,
    '/api/plans/': plan.body.id,
    '/api/offers/': offer.body.id,
    '/api/customer-support/': support.body[0].id,
    '/api/notifications/': notification.body[0].id,
    '/api/lectures/': cast.lectureId,
    // Staff edits land on the member who has not paid, never on the accounts the fuzzing signs in with.
    '/api/user/': cast.unpaid.id,
  };
  const known: Record<string, unknown> = {
    email: 'fuzz@example.com',
    phone: '+1 555 0100',
    password: 'fuzz-password-1',
    confirmPassword: 'fuzz-password-1',
    currentPassword: 'not-the-password',
    code: '1234',
    role: 'member',
    videoUrl: 'https://videos.example/fuzz.mp4',
    image: '/media/images/fuzz.png',
    profilePicture: null,
    poster: null,
    startsAt: '2026-01-01',
    endsAt: null,
    lectureId: cast.lectureId,
    courseId: 1,
    categoryId: 1,
    userIds: [cast.bob.id],
    pm_id: 'pm_fuzz',
    clientSecret: 'cs_fuzz',
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
  };
  const prober = new Prober(cast.server);
  await prober.start();
  return {
    cast,
    prober,
    known,
    path: (route, values = {}) => {
      const prefix = Object.keys(ids).find((p) => route.path.startsWith(p) && route.path.includes('{id}'));
      return fillPath(route.path, {
        ...(prefix ? { id: ids[prefix] } : {}),
        lectureId: cast.lectureId,
        categoryId: 1,
        courseId: 1,
        ...values,
      });
    },
    token: (route) =>
      // Alice's session is the one given up: fuzzing these ends it, and nothing later needs it.
      ENDS_OWN_SESSION.has(route.key)
        ? cast.alice.token
        : { public: undefined, member: cast.bob.token, membership: cast.bob.token, staff }[AUDIENCE[route.key]],
  };
}

/** Route keys in an order that deletes records last, so the other routes still find them. */
export const FUZZ_ORDER = Object.keys(AUDIENCE).sort(
  (a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
);
