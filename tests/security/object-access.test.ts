import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spot } from '../api/helpers/decisions.js';
import { closeSockets, connectSocket, nextEvent } from '../api/helpers/socket.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V8.2 (object-level authorization): Bob, a paying member, against everything of Alice's. */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(async () => {
  closeSockets();
  await cast?.server.close();
});

const aliceProgress = async () =>
  (
    await cast.server.db.query('select watched_seconds, last_position from progress where user_id = $1', [
      cast.alice.id,
    ])
  ).rows;

describe('object-level access', () => {
  it("never shows or moves Alice's progress, whatever Bob sends over the socket", async () => {
    const alice = await connectSocket(cast.server.url, cast.alice.token);
    const saved = nextEvent(alice, 'progress-saved');
    alice.emit('pauseEvent', { videoId: cast.lectureId, watchedSeconds: 60 });
    expect((await saved).watchedSeconds).toBe(60);

    const bob = await connectSocket(cast.server.url, cast.bob.token);
    const bobSaved = nextEvent(bob, 'progress-saved');
    bob.emit('pauseEvent', {
      videoId: cast.lectureId,
      watchedSeconds: 5,
      userId: cast.alice.id,
      user: { id: cast.alice.id },
    });
    expect((await bobSaved).watchedSeconds).toBe(5);
    expect(await aliceProgress()).toEqual([{ watched_seconds: 60, last_position: 60 }]);

    const lecture = await cast.api.get(`/lectures/${cast.lectureId}`, cast.bob.token);
    expect(lecture.body.lectureProgress.map((p: { watchedSeconds: number }) => p.watchedSeconds)).toEqual([5]);
  });

  it("keeps Alice's favourites out of Bob's reach", async () => {
    expect(
      (await cast.api.post('/user/create-favorite', { lectureId: cast.lectureId }, cast.alice.token)).body.isFavourite,
    ).toBe(true);
    expect((await cast.api.get('/user/get-favorites', cast.bob.token)).body.favoriteLectures).toEqual([]);
    expect((await cast.api.delete(`/user/favorites/${cast.lectureId}`, cast.bob.token)).status).toBe(404);
    // A user id in the body is ignored: the toggle is Bob's own.
    await cast.api.post('/user/create-favorite', { lectureId: cast.lectureId, userId: cast.alice.id }, cast.bob.token);
    await cast.api.post('/user/create-favorite', { lectureId: cast.lectureId, userId: cast.alice.id }, cast.bob.token);
    expect(
      (await cast.api.get('/user/get-favorites', cast.alice.token)).body.favoriteLectures.map(
        (l: { id: number }) => l.id,
      ),
    ).toEqual([cast.lectureId]);
  });

  it("keeps Alice's spots (timestamped notes) out of Bob's reach", async () => {
    const spot = (
      await cast.api.post('/spots', { lectureId: cast.lectureId, atSeconds: 1, note: 'hers' }, cast.alice.token)
    ).body;
    expect((await cast.api.get('/spots', cast.bob.token)).body).toEqual([]);
    expect((await cast.api.get(`/spots?lectureId=${cast.lectureId}`, cast.bob.token)).body).toEqual([]);
    expect((await cast.api.patch(`/spots/${spot.id}`, { note: 'his' }, cast.bob.token)).status).toBe(404);
    expect((await cast.api.delete(`/spots/${spot.id}`, cast.bob.token)).status).toBe(404);
    // A user id in the body is ignored: the note is Bob's own.
    await cast.api.post(
      '/spots',
      { lectureId: cast.lectureId, atSeconds: 1, note: 'his', userId: cast.alice.id },
      cast.bob.token,
    );
    expect((await cast.api.get('/spots', cast.alice.token)).body.map((s: { note: string }) => s.note)).toEqual([
      'hers',
    ]);
  });

  it("keeps Alice's decision answers, scores and review deck out of Bob's reach", async () => {
    const decision = (await cast.api.post(`/lectures/${cast.lectureId}/decisions`, spot(), cast.staff)).body;
    await cast.api.post(`/decisions/${decision.id}/answer`, { optionIndex: 0, userId: cast.bob.id }, cast.alice.token);
    const card = (await cast.api.get('/review', cast.alice.token)).body.cards[0];
    expect(card.decision.id).toBe(decision.id);
    expect((await cast.api.get('/review', cast.bob.token)).body).toMatchObject({ cards: [], dueCount: 0 });
    expect((await cast.api.get('/decisions/scores', cast.bob.token)).body).toEqual([]);
    const [seenByBob] = (await cast.api.get(`/lectures/${cast.lectureId}/decisions`, cast.bob.token)).body;
    expect(seenByBob).toMatchObject({ myAnswer: null, inDeck: false });
    expect((await cast.api.post(`/review/cards/${card.id}/rate`, { rating: 'easy' }, cast.bob.token)).status).toBe(404);
    expect((await cast.api.get('/review', cast.alice.token)).body.cards[0]).toEqual(card);
  });

  it("keeps Alice's discussion posts hers: Bob can neither edit, delete, answer for nor post as her", async () => {
    const { api, alice, bob, lectureId } = cast;
    const question = (await api.post(`/lectures/${lectureId}/discussion`, { body: 'hers' }, alice.token)).body;
    const reply = (await api.post(`/discussion/${question.id}/replies`, { body: 'his reply' }, bob.token)).body;
    expect((await api.patch(`/discussion/${question.id}`, { body: 'his now' }, bob.token)).status).toBe(403);
    expect((await api.delete(`/discussion/${question.id}`, bob.token)).status).toBe(403);
    expect((await api.put(`/discussion/${question.id}/answer`, { answerId: reply.id }, bob.token)).status).toBe(403);
    expect((await api.patch(`/discussions/${question.id}`, { hidden: true }, bob.token)).status).toBe(403);
    // Ids and flags in a body are ignored: the post is Bob's own and no coach's.
    const forged = await api.post(
      `/lectures/${lectureId}/discussion`,
      { body: 'forged', userId: alice.id, byStaff: true, hidden: false },
      bob.token,
    );
    expect(forged.body).toMatchObject({ mine: true, byStaff: false });
    const [thread] = (await api.get(`/lectures/${lectureId}/discussion`, alice.token)).body.filter(
      (t: { id: number }) => t.id === question.id,
    );
    expect(thread).toMatchObject({ body: 'hers', answerId: null, mine: true });
    expect(JSON.stringify(thread)).not.toContain(bob.email);
  });

  it("never lets Bob read or mark Alice's notifications, on the API or the socket", async () => {
    const bobSocket = await connectSocket(cast.server.url, cast.bob.token);
    let bobHeard = false;
    bobSocket.on('notification', () => {
      bobHeard = true;
    });
    const aliceSocket = await connectSocket(cast.server.url, cast.alice.token);
    const aliceHeard = nextEvent(aliceSocket, 'notification');
    await cast.api.post(
      '/notifications/send-to-specific',
      { title: 'For Alice', description: 'private', userIds: [cast.alice.id] },
      cast.staff,
    );
    await aliceHeard;
    const [forAlice] = (await cast.api.get('/notifications', cast.alice.token)).body;
    expect(forAlice.title).toBe('For Alice');

    expect((await cast.api.get('/notifications', cast.bob.token)).body.map((n: { id: number }) => n.id)).not.toContain(
      forAlice.id,
    );
    expect([403, 404]).toContain((await cast.api.get(`/notifications/${forAlice.id}`, cast.bob.token)).status);
    expect([403, 404]).toContain(
      (await cast.api.post(`/notifications/${forAlice.id}/read`, undefined, cast.bob.token)).status,
    );
    expect((await cast.api.get(`/notifications/${forAlice.id}`, cast.alice.token)).body.read).toBe(false);
    // A socket delivers in order: once Bob's own answer arrives, a push sent to him earlier would have too.
    const roundTrip = nextEvent(bobSocket, 'progress-saved');
    bobSocket.emit('pauseEvent', { videoId: cast.lectureId, watchedSeconds: 1 });
    await roundTrip;
    expect(bobHeard).toBe(false);
  });

  it("files Bob's support request as his, even under Alice's email, so a reply reaches his bell and not hers", async () => {
    await cast.api.post(
      '/customer-support',
      { name: 'Bob', email: cast.alice.email, title: 'None of these', message: 'Whose?' },
      cast.bob.token,
    );
    const { rows } = await cast.server.db.query("select id, user_id from support_messages where message = 'Whose?'");
    expect(rows[0].user_id).toBe(cast.bob.id);
    await cast.api.patch(`/customer-support/${rows[0].id}`, { reply: 'Answer for the sender' }, cast.staff);
    const titles = async (token: string) =>
      (await cast.api.get('/notifications', token)).body.map((n: { description: string }) => n.description);
    expect(await titles(cast.bob.token)).toContain('Answer for the sender');
    expect(await titles(cast.alice.token)).not.toContain('Answer for the sender');
  });

  it("changes only Bob's own profile, whatever ids the body names", async () => {
    const answer = await cast.api.patch(
      '/user/update/profile',
      { id: cast.alice.id, userId: cast.alice.id, email: cast.alice.email, name: 'Renamed', phone: '+1 555 0199' },
      cast.bob.token,
    );
    expect(answer.body.id).toBe(cast.bob.id);
    const alice = (await cast.api.get('/user/me', cast.alice.token)).body;
    expect(alice.name).not.toBe('Renamed');
    expect((await cast.api.get('/user/me', cast.bob.token)).body.email).not.toBe(cast.alice.email);
  });
});
