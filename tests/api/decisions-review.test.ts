import { type Card, createEmptyCard, fsrs, generatorParameters, type Grade, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSubscriber, startBackOffice } from './helpers/back-office.js';
import { lectureWithDecisions } from './helpers/decisions.js';

/** The review deck: FSRS scheduling on the server, the streak, keeping a card, whose deck it is, the hardest decisions. */
let office: BackOffice;
const MINUTE = 60_000;
const DAY = 86_400_000;
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

const subscriber = () => newSubscriber(office);
const deck = async (member: string) => (await office.api.get('/review', member)).body;
const rate = (member: string, cardId: number, rating: string) =>
  office.api.post(`/review/cards/${cardId}/rate`, { rating }, member);
/** When the server logged each rating of the card. */
async function reviewTimes(cardId: number): Promise<Date[]> {
  const { rows } = await office.server.db.query('select reviewed_at from review_log where card_id = $1 order by id', [
    cardId,
  ]);
  return rows.map((row) => row.reviewed_at as Date);
}
/** The card ts-fsrs makes of these ratings at these moments, starting new at the first. */
function expectedCard(ratings: [Grade, Date][]): Card {
  return ratings.reduce<Card>(
    (card, [grade, at]) => scheduler.next(card, at, grade).card,
    createEmptyCard(ratings[0][1]),
  );
}

describe('review deck', () => {
  it('deals a wrong answer as a card due now; Good moves it out by the scheduler’s interval, Again brings it back today', async () => {
    const member = await subscriber();
    const { decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Deck basics', [15, 45]);
    await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 0 }, member);
    const first = await deck(member);
    expect(first).toMatchObject({ dueCount: 1, streak: 0 });
    expect(first.cards[0]).toMatchObject({ lectureName: 'deck-basics', decision: { id: decisionIds[0] } });
    const cardId = first.cards[0].id;

    const good = await rate(member, cardId, 'good');
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ id: cardId, dueCount: 0, streak: 1 });
    const [firstReview] = await reviewTimes(cardId);
    const afterGood = expectedCard([[Rating.Good, firstReview]]);
    expect(new Date(good.body.due).getTime()).toBe(afterGood.due.getTime());
    expect(afterGood.due.getTime()).toBeGreaterThan(firstReview.getTime());
    expect((await deck(member)).cards).toEqual([]);

    // Past the learning step it is due again; a second Good moves it out by days.
    office.server.advance(afterGood.due.getTime() - firstReview.getTime() + MINUTE);
    expect((await deck(member)).dueCount).toBe(1);
    const again = await rate(member, cardId, 'good');
    const [, secondReview] = await reviewTimes(cardId);
    const afterTwo = expectedCard([
      [Rating.Good, firstReview],
      [Rating.Good, secondReview],
    ]);
    expect(new Date(again.body.due).getTime()).toBe(afterTwo.due.getTime());
    expect(afterTwo.due.getTime() - secondReview.getTime()).toBeGreaterThanOrEqual(DAY);

    office.server.advance(afterTwo.due.getTime() - secondReview.getTime() + MINUTE);
    const forgotten = await rate(member, cardId, 'again');
    const [, , thirdReview] = await reviewTimes(cardId);
    const dueAgainIn = new Date(forgotten.body.due).getTime() - thirdReview.getTime();
    expect(dueAgainIn).toBeGreaterThan(0);
    expect(dueAgainIn).toBeLessThanOrEqual(10 * MINUTE);
    office.server.advance(dueAgainIn + 1000);
    expect((await deck(member)).cards.map((card: { id: number }) => card.id)).toEqual([cardId]);
  });

  it('counts the streak of days reviewed, kept through a day not yet reviewed, lost after a day missed', async () => {
    const member = await subscriber();
    const { decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Streaks', [10]);
    await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 0 }, member);
    const cardId = (await deck(member)).cards[0].id;
    expect((await rate(member, cardId, 'again')).body.streak).toBe(1);
    office.server.advance(DAY);
    expect((await deck(member)).streak).toBe(1);
    expect((await rate(member, cardId, 'hard')).body.streak).toBe(2);
    office.server.advance(2 * DAY);
    expect((await deck(member)).streak).toBe(0);
  });

  it('keeps a decision the member chose, and a deck is its member’s alone', async () => {
    const member = await subscriber();
    const other = await subscriber();
    const { decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Keepers', [10]);
    const right = await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 1 }, member);
    expect(right.body).toMatchObject({ correct: true, inDeck: false });
    const kept = await office.api.put(`/decisions/${decisionIds[0]}/review-card`, {}, member);
    expect(kept.body).toEqual({ inDeck: true, message: 'Kept in your review deck' });
    const cardId = (await deck(member)).cards[0].id;

    expect((await deck(other)).cards).toEqual([]);
    expect((await rate(other, cardId, 'easy')).status).toBe(404);
    expect(
      (await office.api.get(`/lectures/${(await deck(member)).cards[0].decision.lectureId}/decisions`, other)).body[0],
    ).toMatchObject({ myAnswer: null, inDeck: false });
    expect((await rate(member, cardId, 'easy')).status).toBe(200);
    expect((await rate(member, cardId, 'maybe')).body.message).toContain('rating');
  });

  it('lists the hardest decisions of the range, lowest share right first, with at least the answers asked', async () => {
    const { lectureId, decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Hard spots', [10, 20, 30]);
    const [easy, hard, lonely] = decisionIds;
    for (const choices of [
      [1, 0],
      [1, 0],
      [2, 1],
    ]) {
      const member = await subscriber();
      await office.api.post(`/decisions/${easy}/answer`, { optionIndex: choices[0] }, member);
      await office.api.post(`/decisions/${hard}/answer`, { optionIndex: choices[1] }, member);
    }
    await office.api.post(`/decisions/${lonely}/answer`, { optionIndex: 0 }, await subscriber());
    const hardest = await office.api.get('/overview/hardest-decisions?minAnswers=3', office.staff);
    expect(hardest.status).toBe(200);
    const ours = hardest.body.filter((row: { lectureId: number }) => row.lectureId === lectureId);
    expect(ours).toEqual([
      {
        decisionId: hard,
        lectureId,
        lectureName: 'hard-spots',
        atSeconds: 20,
        positions: 'BTN vs BB',
        answered: 3,
        right: 1,
      },
      {
        decisionId: easy,
        lectureId,
        lectureName: 'hard-spots',
        atSeconds: 10,
        positions: 'BTN vs BB',
        answered: 3,
        right: 3,
      },
    ]);
    const longAgo = await office.api.get('/overview/hardest-decisions?from=2020-01-01&to=2020-01-31', office.staff);
    expect(longAgo.body).toEqual([]);
    expect((await office.api.get('/overview/hardest-decisions?minAnswers=0', office.staff)).status).toBe(400);
  });
});
