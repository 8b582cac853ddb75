import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';
import { lectureWithDecisions, spot } from './helpers/decisions.js';

/** Decision points staff place in a lecture, members answer once for the stats, and who may see them. */
let office: BackOffice;
let subscriber: string;
let lectureId: number;

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
  lectureId = (await office.api.post('/lectures/create', { ...spotLecture }, office.staff)).body.id;
});
afterAll(() => office.server.close());

const spotLecture = {
  name: 'Flop play',
  courseId: 1,
  categoryId: 1,
  tagIds: [],
  description: 'Single raised pots',
  videoUrl: '/media/videos/flop.mp4',
};
const decisionsOf = (id = lectureId) => `/lectures/${id}/decisions`;

describe('decision points', () => {
  it('lets staff add, change and delete decisions, and members read them in playback order', async () => {
    const later = await office.api.post(
      decisionsOf(),
      spot({ atSeconds: 90, positions: '  CO vs BB  ' }),
      office.staff,
    );
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ lectureId, atSeconds: 90, positions: 'CO vs BB', message: 'Decision added' });
    const plo = spot({ atSeconds: 20, game: 'PLO', heroCards: ['As', 'Ks', 'Qh', 'Jh'], board: [] });
    const earlier = await office.api.post(decisionsOf(), plo, office.staff);
    expect(earlier.status).toBe(201);

    const read = await office.api.get(decisionsOf(), subscriber);
    expect(read.status).toBe(200);
    expect(read.body.map((d: { id: number }) => d.id)).toEqual([earlier.body.id, later.body.id]);
    expect(read.body[0]).toMatchObject({
      game: 'PLO',
      heroCards: ['As', 'Ks', 'Qh', 'Jh'],
      myAnswer: null,
      inDeck: false,
    });

    const path = `${decisionsOf()}/${later.body.id}`;
    const changed = await office.api.put(path, spot({ atSeconds: 95, board: ['Ah', '7c', '2s', 'Kd'] }), office.staff);
    expect(changed.body).toMatchObject({ atSeconds: 95, board: ['Ah', '7c', '2s', 'Kd'], message: 'Decision updated' });
    expect(await office.api.delete(path, office.staff)).toMatchObject({
      status: 200,
      body: { message: 'Decision deleted' },
    });
    expect((await office.api.delete(path, office.staff)).status).toBe(404);
    expect((await office.api.get(decisionsOf(), subscriber)).body).toHaveLength(1);
  });

  it('refuses a spot that cannot be dealt or options that do not add up, naming the field', async () => {
    const refused = [
      [spot({ heroCards: ['As', 'As'] }), 'heroCards: As is used twice'],
      [spot({ heroCards: ['As', 'Qd'], board: ['Qd', '7c', '2s'] }), 'board: Qd is used twice'],
      [spot({ board: ['Kh'] }), 'board: A board has 0, 3, 4 or 5 cards, not 1'],
      [spot({ board: ['Kh', '8d'] }), 'board: A board has 0, 3, 4 or 5 cards, not 2'],
      [spot({ board: ['Kh', '8d', '3c', '4c', '5c', '6c'] }), 'board: A board has 0, 3, 4 or 5 cards, not 6'],
      [spot({ game: 'PLO' }), 'heroCards: PLO needs 4 hole cards, not 2'],
      [spot({ heroCards: ['As', 'Kd', 'Qh'] }), 'heroCards: NLHE needs 2 hole cards, not 3'],
      [spot({ heroCards: ['As', '1x'] }), 'heroCards.1: "1x" is not a card'],
      [
        spot({
          options: [
            { label: 'Call', share: 60 },
            { label: 'Fold', share: 30 },
          ],
        }),
        'options: The shares must add up to 100 %, not 90 %',
      ],
      [spot({ options: [{ label: 'Call', share: 100 }] }), 'options: A decision has 2 to 4 options, not 1'],
      [
        spot({
          options: [
            { label: ' ', share: 50 },
            { label: 'Fold', share: 50 },
          ],
        }),
        'options.0.label: Please name the option',
      ],
      [spot({ game: 'Stud' }), 'game'],
      [spot({ explanation: '' }), 'explanation: Please explain the answer'],
      [spot({ positions: 'x'.repeat(41) }), 'positions: Must be at most 40 characters'],
      [spot({ atSeconds: -1 }), 'atSeconds'],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await office.api.post(decisionsOf(), body, office.staff);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    await office.server.db.query('update lectures set length_seconds = 600 where id = $1', [lectureId]);
    const late = await office.api.post(decisionsOf(), spot({ atSeconds: 601 }), office.staff);
    expect(late.body).toEqual({ message: 'atSeconds: That moment is past the end of the lecture', field: 'atSeconds' });
  });

  it('records a member’s first answer only; a later try changes the deck, not the stats', async () => {
    const { lectureId: id, decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Once only', [10, 20]);
    const [first, second] = decisionIds;
    const wrong = await office.api.post(`/decisions/${first}/answer`, { optionIndex: 0 }, subscriber);
    expect(wrong.body).toMatchObject({ correct: false, counted: true, inDeck: true });
    const retry = await office.api.post(`/decisions/${first}/answer`, { optionIndex: 1 }, subscriber);
    expect(retry.body).toMatchObject({ correct: true, counted: false, inDeck: true });
    const right = await office.api.post(`/decisions/${second}/answer`, { optionIndex: 2 }, subscriber);
    expect(right.body).toMatchObject({ correct: true, counted: true, inDeck: false });
    expect((await office.api.post(`/decisions/${second}/answer`, { optionIndex: 3 }, subscriber)).body).toEqual({
      message: 'optionIndex: There is no such option',
      field: 'optionIndex',
    });

    const mine = (await office.api.get(decisionsOf(id), subscriber)).body;
    expect(mine.map((d: { myAnswer: unknown }) => d.myAnswer)).toEqual([
      { optionIndex: 0, correct: false },
      { optionIndex: 2, correct: true },
    ]);
    const stats = await office.api.get(`/lectures/${id}/decision-stats`, office.staff);
    expect(stats.body).toEqual([
      { decisionId: first, answered: 1, right: 0, chosen: [1, 0, 0] },
      { decisionId: second, answered: 1, right: 1, chosen: [0, 0, 1] },
    ]);
    const scores = (await office.api.get('/decisions/scores', subscriber)).body;
    expect(scores).toContainEqual({ lectureId: id, total: 2, answered: 2, right: 1 });
  });

  it('counts each member’s first answer in the stats', async () => {
    const { lectureId: id, decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Many members', [10]);
    for (const optionIndex of [0, 1, 1, 2]) {
      const { member, memberId } = await newSignedInMember(office.api, office.server);
      await subscribe(office.server, memberId);
      await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex }, member);
    }
    const [stats] = (await office.api.get(`/lectures/${id}/decision-stats`, office.staff)).body;
    expect(stats).toEqual({ decisionId: decisionIds[0], answered: 4, right: 3, chosen: [1, 2, 1] });
  });

  it('shows decisions only with their lecture: hidden with it, deleted with it, 404 elsewhere', async () => {
    const tag = (await office.api.post('/tags', { title: 'Hidden spots', status: true }, office.staff)).body;
    const lecture = (
      await office.api.post('/lectures/create', { ...spotLecture, name: 'Tagged', tagIds: [tag.id] }, office.staff)
    ).body;
    const decision = (await office.api.post(decisionsOf(lecture.id), spot(), office.staff)).body;
    await office.api.post(`/decisions/${decision.id}/answer`, { optionIndex: 0 }, subscriber);
    expect(
      (await office.api.get('/review', subscriber)).body.cards.map((c: { decision: { id: number } }) => c.decision.id),
    ).toContain(decision.id);

    await office.api.patch(`/tags/${tag.id}`, { status: false }, office.staff);
    expect((await office.api.get(decisionsOf(lecture.id), subscriber)).status).toBe(404);
    expect((await office.api.post(`/decisions/${decision.id}/answer`, { optionIndex: 1 }, subscriber)).status).toBe(
      404,
    );
    const deck = (await office.api.get('/review', subscriber)).body;
    expect(deck.cards.map((c: { decision: { id: number } }) => c.decision.id)).not.toContain(decision.id);
    expect((await office.api.get(decisionsOf(lecture.id), office.staff)).status).toBe(200);
    await office.api.patch(`/tags/${tag.id}`, { status: true }, office.staff);

    const csv = await fetch(`${office.server.url}/api/lectures/export.csv`, {
      headers: { authorization: `Bearer ${office.staff}` },
    });
    const lines = (await csv.text()).split(/\r?\n/);
    const decisionsColumn = lines[0].split(',').indexOf('Decisions');
    expect(decisionsColumn).toBeGreaterThan(0);
    expect(lines.find((line) => line.startsWith(`${lecture.id},`))?.split(',')[decisionsColumn]).toBe('1');

    expect((await office.api.delete(`/lectures/${lecture.id}`, office.staff)).status).toBe(200);
    const left = await office.server.db.query('select count(*)::int as n from decisions where lecture_id = $1', [
      lecture.id,
    ]);
    expect(left.rows[0].n).toBe(0);
    expect((await office.api.post(`/decisions/${decision.id}/answer`, { optionIndex: 1 }, subscriber)).status).toBe(
      404,
    );
    expect((await office.api.post(decisionsOf(999_999), spot(), office.staff)).status).toBe(404);
    expect((await office.api.put(`${decisionsOf()}/${decision.id}`, spot(), office.staff)).status).toBe(404);
  });

  it('keeps decisions from members without a membership and staff routes from members', async () => {
    expect((await office.api.get(decisionsOf(), office.member)).status).toBe(403);
    expect((await office.api.post(decisionsOf(), spot(), subscriber)).status).toBe(403);
    expect((await office.api.get(`/lectures/${lectureId}/decision-stats`, subscriber)).status).toBe(403);
  });
});
