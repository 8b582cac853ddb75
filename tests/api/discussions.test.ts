import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISCUSSION_POSTS_PER_HOUR, DISCUSSION_WATCH, DISCUSSION_WATCHING } from '../../common/discussions.js';
import { type ApiClient, apiClient, signIn } from './helpers/client.js';
import { newMemberToken, subscribedMemberToken } from './helpers/payments.js';
import { closeSockets, connectSocket, nextEvent } from './helpers/socket.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

/** Lecture discussions (docs/API.md#lecture-discussions) against a real server and database. */
let server: TestServer;
let api: ApiClient;
let staff: string;
let alice: string;
let bob: string;
let lectureId: number;
let otherLectureId: number;

const HOUR_MS = 3600_000;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  api = apiClient(server.url);
  staff = await signIn(api, ADMIN.email, ADMIN.password);
  [alice, bob] = [await subscribedMemberToken(api, server.outbox), await subscribedMemberToken(api, server.outbox)];
  const lectures = (await api.get('/lectures', alice)).body as { id: number }[];
  [lectureId, otherLectureId] = [lectures[0].id, lectures[1].id];
});
afterAll(() => server.close());
afterEach(() => closeSockets());

const ask = (token: string, body: string, momentSeconds?: number, lecture = lectureId) =>
  api.post(`/lectures/${lecture}/discussion`, { body, momentSeconds }, token);
const replyTo = (token: string, postId: number, body: string) =>
  api.post(`/discussion/${postId}/replies`, { body }, token);
const threads = async (token: string, sort = 'newest', lecture = lectureId) =>
  (await api.get(`/lectures/${lecture}/discussion?sort=${sort}`, token)).body as any[];
const emailOf = async (token: string) => (await api.get('/user/me', token)).body.email as string;
/** The discussion notices mailed to one address (its sign-up mail aside). */
const noticesMailedTo = async (email: string) =>
  (await server.outbox.all()).filter((mail) => mail.to === email && /question/.test(mail.subject));

describe('posting and reading', () => {
  it('keeps a question at its moment, replies one level deep, and the coach answer first and marked', async () => {
    const question = await ask(alice, 'Why fold <b>AJo</b> here?\nSee https://example.com/a', 5);
    expect(question.status).toBe(201);
    expect(question.body).toMatchObject({ momentSeconds: 5, byStaff: false, mine: true, replies: [], answerId: null });
    // Plain text, stored and answered exactly as typed: clients show it as text.
    expect(question.body.body).toBe('Why fold <b>AJo</b> here?\nSee https://example.com/a');
    expect(question.body).not.toHaveProperty('email');

    const fromBob = await replyTo(bob, question.body.id, 'I would 3-bet it');
    expect(fromBob.status).toBe(201);
    // A reply to a reply joins the same question.
    const nested = await replyTo(alice, fromBob.body.id, 'Thanks Bob');
    expect(nested.body.threadId).toBe(question.body.id);
    const coach = await replyTo(staff, question.body.id, 'Fold: the cutoff 3-bets wide');
    expect(coach.body.byStaff).toBe(true);

    const [thread] = await threads(bob);
    expect(thread.id).toBe(question.body.id);
    expect(thread.answerId).toBe(coach.body.id);
    expect(thread.replies.map((reply: { body: string }) => reply.body)).toEqual([
      'Fold: the cutoff 3-bets wide',
      'I would 3-bet it',
      'Thanks Bob',
    ]);
    expect(thread.mine).toBe(false);
  });

  it('lets the asker mark another reply as the answer, and nobody else', async () => {
    const question = (await ask(alice, 'Min-raise or 2.5x?')).body;
    const reply = (await replyTo(bob, question.id, '2.5x online')).body;
    expect((await api.put(`/discussion/${question.id}/answer`, { answerId: reply.id }, bob)).status).toBe(403);
    const marked = await api.put(`/discussion/${question.id}/answer`, { answerId: reply.id }, alice);
    expect(marked.status).toBe(200);
    expect(marked.body.answerId).toBe(reply.id);
    const elsewhere = (await ask(bob, 'Another question')).body;
    const wrong = await api.put(`/discussion/${elsewhere.id}/answer`, { answerId: reply.id }, bob);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'answerId' });
  });

  it('orders by most helpful votes when asked, one vote per member and none on their own post', async () => {
    const quiet = (await ask(alice, 'A quiet question', undefined, otherLectureId)).body;
    const liked = (await ask(alice, 'A liked question', undefined, otherLectureId)).body;
    await ask(alice, 'The newest question', undefined, otherLectureId);
    expect((await api.put(`/discussion/${liked.id}/helpful`, { helpful: true }, alice)).status).toBe(400);
    await api.put(`/discussion/${liked.id}/helpful`, { helpful: true }, bob);
    const again = await api.put(`/discussion/${liked.id}/helpful`, { helpful: true }, bob);
    expect(again.body).toEqual({ helpful: 1, votedHelpful: true });
    const helpful = await threads(bob, 'helpful', otherLectureId);
    expect(helpful[0].id).toBe(liked.id);
    expect((await threads(bob, 'newest', otherLectureId))[0].body).toBe('The newest question');
    expect(helpful.map((t) => t.id)).toContain(quiet.id);
  });

  it('refuses empty, too long and misplaced posts with a 400 naming the field', async () => {
    const refused = [
      [await ask(alice, '   '), 'Please write something'],
      [await ask(alice, 'x'.repeat(4001)), 'Must be at most 4000 characters'],
      [await ask(alice, 'late', 13), 'That moment is past the end of the lecture'],
      [await ask(alice, 'early', -1), 'Must be at least 0'],
    ] as const;
    for (const [answer, message] of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });
});

describe('editing and deleting', () => {
  it('lets the author edit within 15 minutes, never another member, and delete their own', async () => {
    const post = (await ask(alice, 'Typo heer')).body;
    expect((await api.patch(`/discussion/${post.id}`, { body: 'hijack' }, bob)).status).toBe(403);
    const edited = await api.patch(`/discussion/${post.id}`, { body: 'Typo here' }, alice);
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).not.toBeNull();
    server.advance(16 * 60_000);
    const late = await api.patch(`/discussion/${post.id}`, { body: 'Too late' }, alice);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('Posts can be edited for 15 minutes after posting');
    expect((await api.delete(`/discussion/${post.id}`, bob)).status).toBe(403);
    expect((await api.delete(`/discussion/${post.id}`, alice)).body).toEqual({ message: 'Post deleted' });
    expect((await threads(alice)).map((t) => t.id)).not.toContain(post.id);
    expect((await api.delete(`/discussion/${post.id}`, alice)).status).toBe(404);
  });
});

describe('the posting budget', () => {
  it('allows a member 20 posts an hour in a counter every process shares, then 429 with Retry-After', async () => {
    const carol = await subscribedMemberToken(api, server.outbox);
    for (let i = 0; i < DISCUSSION_POSTS_PER_HOUR; i++)
      expect((await ask(carol, `post ${i}`, undefined, otherLectureId)).status).toBe(201);
    const over = await ask(carol, 'one too many', undefined, otherLectureId);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(over.body.message).toMatch(/^You have posted a lot in the last hour; please wait \d+ minutes?$/);
    // Counted in the shared budgets (PostgreSQL without REDIS_URL), not in this process's memory.
    const { rows } = await server.db.query(
      `select count from budget_counters where key like 'discussion-posts:%' and count > 20`,
    );
    expect(rows).toHaveLength(1);
    expect(
      (await replyTo(staff, (await threads(carol, 'newest', otherLectureId))[0].id, 'staff are not counted')).status,
    ).toBe(201);
    server.advance(HOUR_MS);
    expect((await ask(carol, 'a new hour', undefined, otherLectureId)).status).toBe(201);
  });
});

describe('notices', () => {
  it("rings the asker's bell live on a reply, and mails them at most once an hour", async () => {
    const dave = await subscribedMemberToken(api, server.outbox);
    const daveEmail = await emailOf(dave);
    const socket = await connectSocket(server.url, dave);
    const question = (await ask(dave, 'Is this a bluff?')).body;

    const bell = nextEvent(socket, 'notification');
    await replyTo(staff, question.id, 'It is a value bet');
    expect(await bell).toMatchObject({ title: 'The coach answered your question', read: false });
    await vi.waitFor(async () => expect(await noticesMailedTo(daveEmail)).toHaveLength(1), {
      timeout: 20_000,
      interval: 250,
    });
    expect((await noticesMailedTo(daveEmail))[0].subject).toBe('The coach answered your question');

    const second = nextEvent(socket, 'notification');
    await replyTo(bob, question.id, 'Agree with the coach');
    expect((await second).title).toMatch(/replied to your question$/);
    const notices = (await api.get('/notifications', dave)).body as { title: string }[];
    expect(notices).toHaveLength(2);
    // The second reply within the hour goes to the bell only.
    expect(await noticesMailedTo(daveEmail)).toHaveLength(1);

    server.advance(HOUR_MS);
    await replyTo(bob, question.id, 'One more thought');
    await vi.waitFor(async () => expect(await noticesMailedTo(daveEmail)).toHaveLength(2), {
      timeout: 20_000,
      interval: 250,
    });
    // Their own replies tell them nothing.
    await replyTo(dave, question.id, 'Thanks all');
    expect((await api.get('/notifications', dave)).body).toHaveLength(3);
  });
});

/** A socket in the room of a lecture's discussion, as the lecture page opens it; `watching` is the server's answer. */
async function watchingSocket(token: string, lecture: number, watching = true) {
  const socket = await connectSocket(server.url, token);
  const answer = nextEvent(socket, DISCUSSION_WATCHING);
  socket.emit(DISCUSSION_WATCH, { lectureId: lecture });
  expect(await answer).toEqual({ lectureId: lecture, watching });
  return socket;
}

describe('live changes', () => {
  it('reach only the sockets that may read the lecture: not a member without a membership', async () => {
    const { token: outsider } = await newMemberToken(api, server.outbox);
    const locked = await watchingSocket(outsider, lectureId, false);
    const elsewhere = await watchingSocket(alice, otherLectureId);
    const here = await watchingSocket(bob, lectureId);
    const missed: unknown[] = [];
    locked.on('discussion', (change) => missed.push(change));
    elsewhere.on('discussion', (change) => missed.push(change));
    const heard = nextEvent(here, 'discussion');
    await ask(staff, 'Who hears this?');
    expect(await heard).toEqual({ lectureId });
    // A notice sent to both after the change arrives after it: by then neither heard the discussion.
    const outsiderId = (await api.get('/user/me', outsider)).body.id;
    const aliceId = (await api.get('/user/me', alice)).body.id;
    const bells = [nextEvent(locked, 'notification'), nextEvent(elsewhere, 'notification')];
    await api.post(
      '/notifications/send-to-specific',
      { title: 'T', description: 'd', userIds: [outsiderId, aliceId] },
      staff,
    );
    await Promise.all(bells);
    expect(missed).toEqual([]);
  });
});

describe('moderation', () => {
  it('takes reports with a reason into the Reported view, and a hidden post vanishes for members live', async () => {
    const question = (await ask(alice, 'Spam spam spam')).body;
    expect((await api.post(`/discussion/${question.id}/report`, { reason: 'x' }, alice)).status).toBe(400);
    expect((await api.post(`/discussion/${question.id}/report`, { reason: '' }, bob)).status).toBe(400);
    const reported = await api.post(`/discussion/${question.id}/report`, { reason: 'Advertising' }, bob);
    expect(reported.status).toBe(201);
    expect(reported.body.message).toBe('Thank you: a moderator will look at this post');

    const view = (await api.get('/discussions?view=reported', staff)).body as any[];
    expect(view.find((post) => post.id === question.id)).toMatchObject({ reportReasons: ['Advertising'] });

    const socket = await watchingSocket(bob, lectureId);
    const heard = nextEvent(socket, 'discussion');
    const hidden = await api.patch(`/discussions/${question.id}`, { hidden: true }, staff);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, reportReasons: [], message: 'Discussion Update Successfully' });
    expect(await heard).toEqual({ lectureId });
    expect((await threads(bob)).map((t) => t.id)).not.toContain(question.id);
    expect((await replyTo(bob, question.id, 'still here?')).status).toBe(404);
    expect((await api.get('/discussions?view=reported', staff)).body.map((p: { id: number }) => p.id)).not.toContain(
      question.id,
    );
    // Staff still see it, marked.
    expect((await api.get(`/discussions/${question.id}`, staff)).body.hidden).toBe(true);
  });

  it('locks a thread to members but not to staff, and lists unanswered questions until answered', async () => {
    const question = (await ask(alice, 'Unanswered so far')).body;
    const unanswered = async () =>
      ((await api.get('/discussions?view=unanswered', staff)).body as { id: number }[]).map((p) => p.id);
    expect(await unanswered()).toContain(question.id);
    expect((await api.patch(`/discussions/${question.id}`, { locked: true }, staff)).body.locked).toBe(true);
    const locked = await replyTo(bob, question.id, 'let me in');
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This discussion is locked: no new replies');
    expect((await replyTo(staff, question.id, 'The answer')).status).toBe(201);
    expect(await unanswered()).not.toContain(question.id);
    const reply = (await api.get(`/discussions/${question.id}`, staff)).body.replies[0];
    expect((await api.patch(`/discussions/${reply.id}`, { locked: true }, staff)).status).toBe(400);
    expect((await api.delete(`/discussion/${question.id}`, staff)).status).toBe(200);
    expect((await api.get(`/discussions/${reply.id}`, staff)).status).toBe(404);
  });
});

describe('access', () => {
  it('keeps the discussion to those who may watch the lecture', async () => {
    const question = (await ask(alice, 'Members only')).body;
    const unpaid = (await newMemberToken(api, server.outbox)).token;
    expect((await api.get(`/lectures/${lectureId}/discussion`, unpaid)).status).toBe(403);
    expect((await replyTo(unpaid, question.id, 'free ride')).status).toBe(403);
    expect((await api.get(`/lectures/${lectureId}/discussion`)).status).toBe(401);
    expect((await api.get('/discussions', alice)).status).toBe(403);
    expect((await api.get('/lectures/999999/discussion', alice)).status).toBe(404);

    // A lecture hidden from members (its category inactive) hides its discussion too.
    const { rows } = await server.db.query('select category_id from lectures where id = $1', [lectureId]);
    await server.db.query('update categories set status = false where id = $1', [rows[0].category_id]);
    try {
      expect((await api.get(`/lectures/${lectureId}/discussion`, bob)).status).toBe(404);
      expect((await replyTo(bob, question.id, 'hidden lecture')).status).toBe(404);
      expect((await api.post(`/discussion/${question.id}/report`, { reason: 'probe' }, bob)).status).toBe(404);
      expect((await api.get(`/lectures/${lectureId}/discussion`, staff)).status).toBe(200);
    } finally {
      await server.db.query('update categories set status = true where id = $1', [rows[0].category_id]);
    }
  });

  it('goes with its lecture', async () => {
    const question = (await ask(alice, 'Short-lived', undefined, otherLectureId)).body;
    await replyTo(bob, question.id, 'reply');
    await server.db.query('delete from lectures where id = $1', [otherLectureId]);
    const { rows } = await server.db.query('select count(*)::int as n from discussion_posts where lecture_id = $1', [
      otherLectureId,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
