import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformCells } from '../../common/range-chart.js';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { type BackOffice, newLecture, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';
import { newMember } from './helpers/client.js';
import { spot } from './helpers/decisions.js';
import { subscribeLocally } from './helpers/payments.js';
import { staffWriteRoutes } from './helpers/staff-routes.js';
import { historyOf } from './helpers/staff-team.js';
import { DEMO_VIDEO, newConnectionId, sendChunk, uploadEvents } from './helpers/video-upload.js';

/**
 * Every staff write route leaves an audit entry: each has a case here that makes the write and names
 * the entry it must leave (a child record's also in its lecture's History). The routes are read from
 * the modules' staff registration, so a new staff write without a case fails the first test, by name,
 * until someone adds one.
 */
let office: BackOffice;
let n = 0;
const unique = (what: string) => `${what}-${++n}-${Date.now()}`;

interface Expected {
  resource: string;
  id: number | string;
  action: string;
  /** The lecture whose History lists the entry too. */
  lectureId?: number;
}
type Case = () => Promise<Expected>;

const ok = <T extends { status: number; body: any }>(answer: T): T['body'] => {
  if (answer.status >= 300) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const post = async (path: string, body: unknown) => ok(await office.api.post(path, body, office.staff));
const lecture = async () => (await post('/lectures/create', newLecture(unique('audited')))).id as number;
const promotion = async () =>
  (await post('/promotion', { image: '/media/images/promo.png', title: unique('Promo'), description: 'd' }))
    .id as number;
const plan = async () =>
  (await post('/plans', { name: unique('Plan'), amountCents: 9999, interval: 'year' })).id as number;
/** A live class two days on, coached by the signed-in admin. */
const liveClass = async () => {
  const coachId = (await office.api.get('/user/me', office.staff)).body.id as number;
  const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  return (await post('/live-classes', { title: unique('Live'), startsAt, durationMinutes: 60, coachId })).id as number;
};
/** A member's message in a live class's chat (written straight to the database: the chat's own suite sends them). */
const chatMessage = async () => {
  const classId = await liveClass();
  const { rows } = await office.server.db.query(
    `insert into live_chat_messages (class_id, user_id, body) values ($1, $2, 'Hello') returning id`,
    [classId, office.memberId],
  );
  return { classId, id: rows[0].id as number };
};
/** A member muted in a live class's chat: the class and the mute's id. */
const chatMute = async () => {
  const said = await chatMessage();
  ok(await office.api.post(`/live-classes/${said.classId}/chat/mutes`, { messageId: said.id }, office.staff));
  const { rows } = await office.server.db.query('select id from live_chat_mutes where class_id = $1', [said.classId]);
  return { classId: said.classId, id: rows[0].id as number };
};
const offer = async () =>
  (await post('/offers', { code: unique('CODE').replace(/\W/g, '').slice(-32), percentOff: 10, duration: 'once' }))
    .id as number;
/** A member given a free membership: the membership's id. */
async function comped() {
  const { memberId } = await newSignedInMember(office.api, office.server);
  await post(`/user/${memberId}/comp`, { months: 1 });
  const { rows } = await office.server.db.query('select id from subscriptions where user_id = $1 and comped', [
    memberId,
  ]);
  return { id: rows[0].id as number, memberId };
}
const titled = async (path: string) => (await post(path, { title: unique(path) })).id as number;
const course = async () => (await post('/courses', { title: unique('Course'), description: 'd' })).id as number;
const chart = async (lectureId: number) =>
  (await post(`/lectures/${lectureId}/range-charts`, { title: 'Open', cells: uniformCells() })).id as number;
const stars = demoHandHistory('pokerstars-nlhe-cash');
const hand = async (lectureId: number) =>
  (await post(`/lectures/${lectureId}/hand-histories`, { title: 'AK', momentSeconds: 1, text: stars })).id as number;
const decision = async (lectureId: number) =>
  (await post(`/lectures/${lectureId}/decisions`, spot({ atSeconds: 1 }))).id as number;
const question = async (lectureId: number) =>
  (await post(`/lectures/${lectureId}/discussion`, { body: unique('A question') })).id as number;

async function multipart(path: string, fields: Record<string, string>, file: { text: string; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.text], { type: 'text/plain' }), file.name);
  const response = await fetch(`${office.server.url}/api${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${office.staff}` },
  });
  return ok({ status: response.status, body: await response.json() });
}

/** The demo video uploaded in one chunk: the upload's id and, once processed, its video. */
async function uploaded() {
  const connectionId = newConnectionId();
  const bytes = await readFile(DEMO_VIDEO);
  expect(
    (await sendChunk(office.server.url, office.staff, bytes, { chunkIndex: 0, totalChunks: 1, connectionId })).status,
  ).toBe(200);
  const last = (await uploadEvents(office.server.url, office.staff, connectionId)).at(-1);
  const { rows } = await office.server.db.query('select id from uploads where connection_id = $1', [connectionId]);
  return { id: rows[0].id as number, video: last.data.videoUrl as string };
}

const child = (resource: string, id: number, action: string, lectureId: number) => ({
  resource,
  id,
  action,
  lectureId,
});

const CASES: Record<string, Case> = {
  'POST /api/user': async () => ({ resource: 'users', id: (await post('/user', newMember())).id, action: 'create' }),
  'PATCH /api/user/{id}': async () => {
    const { memberId } = await newSignedInMember(office.api, office.server);
    ok(await office.api.patch(`/user/${memberId}`, { name: 'Renamed' }, office.staff));
    return { resource: 'users', id: memberId, action: 'update' };
  },
  'POST /api/user/bulk': async () => {
    const { memberId } = await newSignedInMember(office.api, office.server);
    await post('/user/bulk', { action: 'deactivate', ids: [memberId] });
    return { resource: 'users', id: memberId, action: 'status' };
  },
  'POST /api/category': async () => ({ resource: 'category', id: await titled('/category'), action: 'create' }),
  'PATCH /api/category/{id}': async () => {
    const id = await titled('/category');
    ok(await office.api.patch(`/category/${id}`, { status: false }, office.staff));
    return { resource: 'category', id, action: 'status' };
  },
  'DELETE /api/category/{id}': async () => {
    const id = await titled('/category');
    ok(await office.api.delete(`/category/${id}`, office.staff));
    return { resource: 'category', id, action: 'delete' };
  },
  'POST /api/category/bulk': async () => {
    const id = await titled('/category');
    await post('/category/bulk', { action: 'deactivate', ids: [id] });
    return { resource: 'category', id, action: 'status' };
  },
  'POST /api/tags': async () => ({ resource: 'tags', id: await titled('/tags'), action: 'create' }),
  'PATCH /api/tags/{id}': async () => {
    const id = await titled('/tags');
    ok(await office.api.patch(`/tags/${id}`, { title: unique('Renamed') }, office.staff));
    return { resource: 'tags', id, action: 'update' };
  },
  'DELETE /api/tags/{id}': async () => {
    const id = await titled('/tags');
    ok(await office.api.delete(`/tags/${id}`, office.staff));
    return { resource: 'tags', id, action: 'delete' };
  },
  'POST /api/tags/bulk': async () => {
    const id = await titled('/tags');
    await post('/tags/bulk', { action: 'deactivate', ids: [id] });
    return { resource: 'tags', id, action: 'status' };
  },
  'POST /api/courses': async () => ({ resource: 'courses', id: await course(), action: 'create' }),
  'PATCH /api/courses/{id}': async () => {
    const id = await course();
    ok(await office.api.patch(`/courses/${id}`, { title: unique('Renamed') }, office.staff));
    return { resource: 'courses', id, action: 'update' };
  },
  'POST /api/courses/bulk': async () => {
    const id = await course();
    await post('/courses/bulk', { action: 'deactivate', ids: [id] });
    return { resource: 'courses', id, action: 'status' };
  },
  'POST /api/lectures/create': async () => ({ resource: 'lectures', id: await lecture(), action: 'create' }),
  'PATCH /api/lectures/{id}': async () => {
    const id = await lecture();
    ok(await office.api.patch(`/lectures/${id}`, { name: unique('Renamed') }, office.staff));
    return { resource: 'lectures', id, action: 'update' };
  },
  'DELETE /api/lectures/{id}': async () => {
    const id = await lecture();
    ok(await office.api.delete(`/lectures/${id}`, office.staff));
    return { resource: 'lectures', id, action: 'delete' };
  },
  'POST /api/lectures/bulk': async () => {
    const id = await lecture();
    await post('/lectures/bulk', { action: 'delete', ids: [id] });
    return { resource: 'lectures', id, action: 'delete' };
  },
  'POST /api/lectures/{id}/captions': async () => {
    const id = await lecture();
    await multipart(`/lectures/${id}/captions`, {}, { text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n', name: 'c.vtt' });
    return { resource: 'lectures', id, action: 'update' };
  },
  'DELETE /api/lectures/{id}/captions/{index}': async () => {
    const id = await lecture();
    await multipart(`/lectures/${id}/captions`, {}, { text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n', name: 'c.vtt' });
    ok(await office.api.delete(`/lectures/${id}/captions/0`, office.staff));
    return { resource: 'lectures', id, action: 'update' };
  },
  'POST /api/lectures/{id}/range-charts': async () => {
    const id = await lecture();
    return child('range-charts', await chart(id), 'create', id);
  },
  'PUT /api/lectures/{id}/range-charts/{chartId}': async () => {
    const id = await lecture();
    const chartId = await chart(id);
    ok(
      await office.api.put(
        `/lectures/${id}/range-charts/${chartId}`,
        { title: 'Renamed', cells: uniformCells() },
        office.staff,
      ),
    );
    return child('range-charts', chartId, 'update', id);
  },
  'DELETE /api/lectures/{id}/range-charts/{chartId}': async () => {
    const id = await lecture();
    const chartId = await chart(id);
    ok(await office.api.delete(`/lectures/${id}/range-charts/${chartId}`, office.staff));
    return child('range-charts', chartId, 'delete', id);
  },
  'POST /api/lectures/{id}/hand-histories': async () => {
    const id = await lecture();
    return child('hand-histories', await hand(id), 'create', id);
  },
  'POST /api/lectures/{id}/hand-histories/upload': async () => {
    const id = await lecture();
    const fields = { title: 'Uploaded', momentSeconds: '2' };
    const uploaded = await multipart(`/lectures/${id}/hand-histories/upload`, fields, { text: stars, name: 'h.txt' });
    return child('hand-histories', uploaded.id, 'create', id);
  },
  'PATCH /api/lectures/{id}/hand-histories/{handId}': async () => {
    const id = await lecture();
    const handId = await hand(id);
    ok(await office.api.patch(`/lectures/${id}/hand-histories/${handId}`, { title: 'Renamed' }, office.staff));
    return child('hand-histories', handId, 'update', id);
  },
  'DELETE /api/lectures/{id}/hand-histories/{handId}': async () => {
    const id = await lecture();
    const handId = await hand(id);
    ok(await office.api.delete(`/lectures/${id}/hand-histories/${handId}`, office.staff));
    return child('hand-histories', handId, 'delete', id);
  },
  'POST /api/lectures/{id}/decisions': async () => {
    const id = await lecture();
    return child('decisions', await decision(id), 'create', id);
  },
  'PUT /api/lectures/{id}/decisions/{decisionId}': async () => {
    const id = await lecture();
    const decisionId = await decision(id);
    ok(await office.api.put(`/lectures/${id}/decisions/${decisionId}`, spot({ atSeconds: 2 }), office.staff));
    return child('decisions', decisionId, 'update', id);
  },
  'DELETE /api/lectures/{id}/decisions/{decisionId}': async () => {
    const id = await lecture();
    const decisionId = await decision(id);
    ok(await office.api.delete(`/lectures/${id}/decisions/${decisionId}`, office.staff));
    return child('decisions', decisionId, 'delete', id);
  },
  'POST /api/promotion': async () => ({ resource: 'promotion', id: await promotion(), action: 'create' }),
  'PATCH /api/promotion/{id}': async () => {
    const id = await promotion();
    ok(await office.api.patch(`/promotion/${id}`, { title: unique('Renamed') }, office.staff));
    return { resource: 'promotion', id, action: 'update' };
  },
  'DELETE /api/promotion/{id}': async () => {
    const id = await promotion();
    ok(await office.api.delete(`/promotion/${id}`, office.staff));
    return { resource: 'promotion', id, action: 'delete' };
  },
  'POST /api/live-classes': async () => ({ resource: 'live', id: await liveClass(), action: 'create' }),
  'PATCH /api/live-classes/{id}': async () => {
    const id = await liveClass();
    ok(await office.api.patch(`/live-classes/${id}`, { title: unique('Moved') }, office.staff));
    return { resource: 'live', id, action: 'update' };
  },
  'DELETE /api/live-classes/{id}': async () => {
    const id = await liveClass();
    ok(await office.api.delete(`/live-classes/${id}`, office.staff));
    return { resource: 'live', id, action: 'delete' };
  },
  'DELETE /api/live-chat/messages/{id}': async () => {
    const { id } = await chatMessage();
    ok(await office.api.delete(`/live-chat/messages/${id}`, office.staff));
    return { resource: 'live-chat-messages', id, action: 'delete' };
  },
  'PUT /api/live-classes/{id}/chat/settings': async () => {
    const id = await liveClass();
    ok(await office.api.put(`/live-classes/${id}/chat/settings`, { slowModeSeconds: 30 }, office.staff));
    return { resource: 'live-chat-settings', id, action: 'create' };
  },
  'POST /api/live-classes/{id}/chat/mutes': async () => ({
    resource: 'live-chat-mutes',
    id: (await chatMute()).id,
    action: 'create',
  }),
  'DELETE /api/live-classes/{id}/chat/mutes/{userId}': async () => {
    const { classId, id } = await chatMute();
    ok(await office.api.delete(`/live-classes/${classId}/chat/mutes/${office.memberId}`, office.staff));
    return { resource: 'live-chat-mutes', id, action: 'delete' };
  },
  'POST /api/live-classes/{id}/stream-key': async () => {
    const id = await liveClass();
    await post(`/live-classes/${id}/stream-key`, {});
    return { resource: 'live', id, action: 'update' };
  },
  'POST /api/live-classes/{id}/end': async () => {
    const id = await liveClass();
    ok(await office.api.patch(`/live-classes/${id}`, { status: 'live' }, office.staff));
    await post(`/live-classes/${id}/end`, {});
    return { resource: 'live', id, action: 'update' };
  },
  'POST /api/live-classes/{id}/markers': async () => {
    const id = await liveClass();
    ok(await office.api.patch(`/live-classes/${id}`, { status: 'live' }, office.staff));
    const marker = await post(`/live-classes/${id}/markers`, { title: 'River spots' });
    return { resource: 'live-markers', id: marker.id, action: 'create' };
  },
  'POST /api/plans': async () => ({ resource: 'plans', id: await plan(), action: 'create' }),
  'PATCH /api/plans/{id}': async () => {
    const id = await plan();
    ok(await office.api.patch(`/plans/${id}`, { amountCents: 12999 }, office.staff));
    return { resource: 'plans', id, action: 'update' };
  },
  'DELETE /api/plans/{id}': async () => {
    const id = await plan();
    ok(await office.api.delete(`/plans/${id}`, office.staff));
    return { resource: 'plans', id, action: 'delete' };
  },
  'POST /api/offers': async () => ({ resource: 'offers', id: await offer(), action: 'create' }),
  'PATCH /api/offers/{id}': async () => {
    const id = await offer();
    ok(await office.api.patch(`/offers/${id}`, { percentOff: 20 }, office.staff));
    return { resource: 'offers', id, action: 'update' };
  },
  'DELETE /api/offers/{id}': async () => {
    const id = await offer();
    ok(await office.api.delete(`/offers/${id}`, office.staff));
    return { resource: 'offers', id, action: 'delete' };
  },
  'POST /api/charges/{id}/refund': async () => {
    const { member } = await newSignedInMember(office.api, office.server);
    await subscribeLocally(office.api, member);
    const [charge] = ok(await office.api.get('/user/billing', member)).charges;
    const refund = await post(`/charges/${charge.id}/refund`, { amountCents: 100 });
    return { resource: 'charges', id: refund.id, action: 'create' };
  },
  'POST /api/user/{id}/comp': async () => ({ resource: 'subscriptions', id: (await comped()).id, action: 'create' }),
  'DELETE /api/user/{id}/comp': async () => {
    const { id, memberId } = await comped();
    ok(await office.api.delete(`/user/${memberId}/comp`, office.staff));
    return { resource: 'subscriptions', id, action: 'update' };
  },
  'POST /api/promotion/bulk': async () => {
    const id = await promotion();
    await post('/promotion/bulk', { action: 'delete', ids: [id] });
    return { resource: 'promotion', id, action: 'delete' };
  },
  'PATCH /api/customer-support/{id}': async () => {
    const title = 'Payment Questions';
    const request = { name: 'Pat', email: 'pat@example.com', title, message: unique('Charged twice?') };
    ok(await office.api.post('/customer-support', request, office.member));
    const { rows } = await office.server.db.query('select id from support_messages where message = $1', [
      request.message,
    ]);
    const [row] = rows;
    ok(await office.api.patch(`/customer-support/${row.id}`, { status: 'resolved', reply: 'Refunded' }, office.staff));
    return { resource: 'customer-support', id: row.id, action: 'update' };
  },
  'POST /api/customer-support/on-behalf': async () => {
    const message = unique('Called in: cannot log in');
    const request = { name: 'Pat', email: 'pat@example.com', title: 'Account issues', message };
    await post('/customer-support/on-behalf', request);
    const { rows } = await office.server.db.query('select id from support_messages where message = $1', [message]);
    return { resource: 'customer-support', id: rows[0].id, action: 'create' };
  },
  'POST /api/notifications/send-to-specific': async () => {
    const body = { title: unique('Notice'), description: 'd', userIds: [office.memberId] };
    return {
      resource: 'notifications',
      id: (await post('/notifications/send-to-specific', body)).id,
      action: 'create',
    };
  },
  'PATCH /api/notifications/{id}': async () => {
    const body = { title: unique('Notice'), description: 'd', userIds: [office.memberId] };
    const { id } = await post('/notifications/send-to-specific', body);
    ok(await office.api.patch(`/notifications/${id}`, { title: unique('Renamed') }, office.staff));
    return { resource: 'notifications', id, action: 'update' };
  },
  'POST /api/lectures/upload': async () => {
    const { id } = await uploaded();
    return { resource: 'video-upload', id, action: 'create' };
  },
  'POST /api/transcodes': async () => {
    const { video } = await uploaded();
    ok(await office.api.post('/transcodes', { video }, office.staff));
    return { resource: 'transcodes', id: video.replace('/media/', ''), action: 'create' };
  },
  'PATCH /api/discussions/{id}': async () => {
    const id = await question(await lecture());
    ok(await office.api.patch(`/discussions/${id}`, { hidden: true }, office.staff));
    return { resource: 'discussions', id, action: 'update' };
  },
};

/** Staff writes through routes members use too: recorded when staff make them. */
const STAFF_THROUGH_MEMBER_ROUTES: Record<string, Case> = {
  'a coach asks': async () => ({ resource: 'discussions', id: await question(await lecture()), action: 'create' }),
  'a coach answers': async () => {
    const id = await question(await lecture());
    return {
      resource: 'discussions',
      id: (await post(`/discussion/${id}/replies`, { body: 'Call' })).id,
      action: 'create',
    };
  },
  'a coach marks the answer': async () => {
    const id = await question(await lecture());
    const reply = await post(`/discussion/${id}/replies`, { body: 'Call' });
    ok(await office.api.put(`/discussion/${id}/answer`, { answerId: null }, office.staff));
    ok(await office.api.put(`/discussion/${id}/answer`, { answerId: reply.id }, office.staff));
    return { resource: 'discussions', id, action: 'update' };
  },
  'a coach deletes a post': async () => {
    const id = await question(await lecture());
    ok(await office.api.delete(`/discussion/${id}`, office.staff));
    return { resource: 'discussions', id, action: 'delete' };
  },
};

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0', RUN_JOBS: '0' });
});
afterAll(() => office.server.close());

async function expectEntry(expected: Expected) {
  const query = `resource=${expected.resource}&recordId=${encodeURIComponent(String(expected.id))}&_start=0&_end=50`;
  const entries = ok(await office.api.get(`/audit-log?${query}`, office.staff)) as any[];
  expect(entries.map((entry) => entry.action)).toContain(expected.action);
  if (expected.lectureId === undefined) return;
  const history = await historyOf(office, 'lectures', expected.lectureId);
  expect(history).toContainEqual(
    expect.objectContaining({ resource: expected.resource, recordId: String(expected.id), action: expected.action }),
  );
}

describe('every staff write is audited', () => {
  it('has a case for every staff write route, and none for a route that is gone', async () => {
    const writes = await staffWriteRoutes(office.server.deps);
    expect(writes.filter((key) => !(key in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !writes.includes(key))).toEqual([]);
  });

  for (const [key, write] of Object.entries({ ...CASES, ...STAFF_THROUGH_MEMBER_ROUTES }))
    it(key, async () => expectEntry(await write()));

  it("records nothing of a member's own posts", async () => {
    const { member, memberId } = await newSignedInMember(office.api, office.server);
    await subscribe(office.server, memberId);
    const id = await question(await lecture());
    const reply = ok(await office.api.post(`/discussion/${id}/replies`, { body: 'Me too' }, member));
    ok(await office.api.delete(`/discussion/${reply.id}`, member));
    const entries = ok(await office.api.get(`/audit-log?resource=discussions&recordId=${reply.id}`, office.staff));
    expect(entries).toEqual([]);
  });
});
