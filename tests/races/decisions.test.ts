import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSubscriber, startBackOffice } from '../api/helpers/back-office.js';
import { lectureWithDecisions, spot } from '../api/helpers/decisions.js';
import {
  fiveHundreds,
  RACE_SERVER_ENV,
  rawClient,
  ROUNDS,
  serverErrors,
  statusesOf,
  tally,
  times,
  together,
} from './helpers/race.js';

/**
 * Members answering a decision (and keeping it in their deck) while staff delete it, and one review
 * card rated twice at once (two tabs, a double click): a lost race is a 404 or 409 with a message, and
 * a showing of a card is rated once.
 */
let office: BackOffice;
let call: ReturnType<typeof rawClient>;
let members: string[];
let lectureId: number;

beforeAll(async () => {
  office = await startBackOffice(RACE_SERVER_ENV);
  call = rawClient(office.server.url);
  members = [];
  for (const _ of times(3, () => 0)) members.push(await newSubscriber(office));
  ({ lectureId } = await lectureWithDecisions(office.api, office.staff, 'Racing decisions', []));
});
afterAll(() => office.server.close());

async function newDecision(): Promise<number> {
  const added = await office.api.post(`/lectures/${lectureId}/decisions`, spot(), office.staff);
  expect(added.status).toBe(201);
  return added.body.id;
}
const rowsOf = async (table: 'decision_answers' | 'review_cards', decisionId: number) =>
  Number(
    (await office.server.db.query(`select count(*) from ${table} where decision_id = $1`, [decisionId])).rows[0].count,
  );

describe('answers and keeps racing the delete of their decision', () => {
  const record = tally('decision answers against its delete');

  it('each lands before the delete (and goes with it) or finds the decision gone: 404', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const decisionId = await newDecision();
      const writes = [
        // Wrong answers (Fold) put the decision in the deck: an answer and a card per member.
        ...times(
          6,
          (i) => () =>
            call('POST', `/decisions/${decisionId}/answer`, { token: members[i % 3], body: { optionIndex: i % 2 } }),
        ),
        () => call('PUT', `/decisions/${decisionId}/review-card`, { token: members[0] }),
      ];
      const [deleted, ...answers] = await together([
        () => call('DELETE', `/lectures/${lectureId}/decisions/${decisionId}`, { token: office.staff }),
        ...writes,
      ]);
      record({
        calls: answers.length + 1,
        '5xx': fiveHundreds([deleted, ...answers]),
        refused: statusesOf(answers)[404] ?? 0,
      });
      expect(deleted.status).toBe(200);
      expect(serverErrors(answers)).toEqual([]);
      expect(Object.keys(statusesOf(answers)).every((status) => ['200', '404'].includes(status))).toBe(true);
      for (const refused of answers.filter(({ status }) => status === 404))
        expect(refused.body.message).toBe('Decision not found');
      // Whatever landed went with the decision.
      expect(await rowsOf('decision_answers', decisionId)).toBe(0);
      expect(await rowsOf('review_cards', decisionId)).toBe(0);
    }
  });
});

describe('one review card rated at once from two tabs', () => {
  const record = tally('review card rated twice');

  it('schedules the showing once: one rating applies, the others are told it was already rated', async () => {
    const [member] = members;
    for (let round = 0; round < ROUNDS; round += 1) {
      const decisionId = await newDecision();
      expect(
        (await call('POST', `/decisions/${decisionId}/answer`, { token: member, body: { optionIndex: 0 } })).status,
      ).toBe(200);
      const card = (await call('GET', '/review', { token: member })).body.cards.find(
        (shown: { decision: { id: number } }) => shown.decision.id === decisionId,
      );
      const ratings = ['good', 'good', 'easy', 'again'];
      const answers = await together(
        ratings.map(
          (rating) => () =>
            call('POST', `/review/cards/${card.id}/rate`, { token: member, body: { rating, due: card.due } }),
        ),
      );
      const { rows } = await office.server.db.query('select reps, due from review_cards where id = $1', [card.id]);
      const logged = Number(
        (await office.server.db.query('select count(*) from review_log where card_id = $1', [card.id])).rows[0].count,
      );
      const applied = answers.filter(({ status }) => status === 200);
      record({
        ratings: answers.length,
        '5xx': fiveHundreds(answers),
        appliedTwice: Math.max(0, rows[0].reps - 1),
        extraLogRows: Math.max(0, logged - 1),
      });
      expect(serverErrors(answers)).toEqual([]);
      expect(statusesOf(answers)).toEqual({ 200: 1, 409: ratings.length - 1 });
      for (const refused of answers.filter(({ status }) => status === 409))
        expect(refused.body.message).toBe('This card was already rated: it comes back when it is due again');
      expect(rows[0].reps).toBe(1);
      expect(logged).toBe(1);
      expect(new Date(applied[0].body.due).getTime()).toBe(rows[0].due.getTime());
    }
  });

  it('still rates a card for a client that sends no due', async () => {
    const decisionId = await newDecision();
    await call('POST', `/decisions/${decisionId}/answer`, { token: members[1], body: { optionIndex: 0 } });
    const [card] = (await call('GET', '/review', { token: members[1] })).body.cards;
    const rated = await call('POST', `/review/cards/${card.id}/rate`, { token: members[1], body: { rating: 'good' } });
    expect(rated.status).toBe(200);
    const late = await call('POST', `/review/cards/${card.id}/rate`, {
      token: members[1],
      body: { rating: 'good', due: card.due },
    });
    expect(late.status).toBe(409);
    const odd = await call('POST', `/review/cards/${card.id}/rate`, {
      token: members[1],
      body: { rating: 'good', due: 'yesterday' },
    });
    expect(odd.status).toBe(400);
  });
});
