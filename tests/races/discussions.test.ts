import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from '../api/helpers/back-office.js';
import { subscribedMemberToken } from '../api/helpers/payments.js';
import {
  fiveHundreds,
  NEXT_HOUR_MS,
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
 * Writes racing the delete of the post they name: replies, votes, reports and answer marks sent while
 * the question (or the reply marked) is deleted. Each either lands before the delete (and goes with the
 * post) or finds the post gone: 404, never a server error.
 */
let office: BackOffice;
let call: ReturnType<typeof rawClient>;
let members: string[];
let lectureId: number;

beforeAll(async () => {
  office = await startBackOffice({ ...RACE_SERVER_ENV, SEED_DEMO: '1' });
  call = rawClient(office.server.url);
  members = [];
  for (const _ of times(3, () => 0)) members.push(await subscribedMemberToken(office.api, office.server.outbox));
  lectureId = (await call('GET', '/lectures', { token: members[0] })).body[0].id;
});
afterAll(() => office.server.close());

const ask = async (token: string) =>
  (await call('POST', `/lectures/${lectureId}/discussion`, { token, body: { body: 'Racing question' } })).body
    .id as number;
const postsLeft = async (question: number) =>
  Number(
    (await office.server.db.query('select count(*) from discussion_posts where id = $1 or thread_id = $1', [question]))
      .rows[0].count,
  );

describe('writes racing the delete of their post', () => {
  const record = tally('discussion writes against a delete');

  it('replies, votes and reports while the question is deleted: each lands or is a 404', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      office.server.advance(NEXT_HOUR_MS);
      const question = await ask(members[0]);
      const writes = [
        ...times(
          4,
          (i) => () =>
            call('POST', `/discussion/${question}/replies`, {
              token: members[1 + (i % 2)],
              body: { body: `Reply ${i}` },
            }),
        ),
        () => call('PUT', `/discussion/${question}/helpful`, { token: members[1], body: { helpful: true } }),
        () => call('POST', `/discussion/${question}/report`, { token: members[2], body: { reason: 'Racing report' } }),
        () => call('POST', `/discussion/${question}/replies`, { token: office.staff, body: { body: 'Coach reply' } }),
      ];
      const [deleted, ...answers] = await together([
        () => call('DELETE', `/discussion/${question}`, { token: members[0] }),
        ...writes,
      ]);
      record({
        calls: answers.length,
        '5xx': fiveHundreds(answers),
        refused: answers.filter((a) => a.status === 404).length,
      });
      expect(deleted.status).toBe(200);
      expect(serverErrors(answers)).toEqual([]);
      expect(Object.keys(statusesOf(answers)).every((status) => ['200', '201', '404'].includes(status))).toBe(true);
      // Whatever landed went with the question.
      expect(await postsLeft(question)).toBe(0);
    }
  });

  it('marks the answer while the reply marked is deleted: marked, or a 404', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      office.server.advance(NEXT_HOUR_MS);
      const question = await ask(members[0]);
      const reply = (
        await call('POST', `/discussion/${question}/replies`, { token: members[1], body: { body: 'Mark me' } })
      ).body.id as number;
      const [deleted, marked] = await together([
        () => call('DELETE', `/discussion/${reply}`, { token: members[1] }),
        () => call('PUT', `/discussion/${question}/answer`, { token: members[0], body: { answerId: reply } }),
      ]);
      record({ calls: 1, '5xx': fiveHundreds([marked]) });
      expect(deleted.status).toBe(200);
      expect(serverErrors([marked])).toEqual([]);
      const { rows } = await office.server.db.query('select answer_id from discussion_posts where id = $1', [question]);
      // A mark that landed first was undone by the delete: the question is unanswered either way.
      expect(rows[0].answer_id).toBeNull();
    }
  });
});
