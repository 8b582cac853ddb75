import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newLecture, startBackOffice } from '../api/helpers/back-office.js';
import { subscribedMemberToken } from '../api/helpers/payments.js';
import { probeInserts } from './helpers/insert-probe.js';
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
 * Writes racing the delete of their lecture: a staff edit against a bulk delete of the same lectures,
 * members' questions against the lecture's delete. Each write lands before the delete or is refused
 * with a 404, and a refused one leaves nothing behind.
 */
let office: BackOffice;
let call: ReturnType<typeof rawClient>;
let members: string[];

beforeAll(async () => {
  office = await startBackOffice(RACE_SERVER_ENV);
  call = rawClient(office.server.url);
  members = [];
  for (const _ of times(2, () => 0)) members.push(await subscribedMemberToken(office.api, office.server.outbox));
});
afterAll(() => office.server.close());

async function createLecture(name: string): Promise<number> {
  const created = await office.api.post('/lectures/create', newLecture(name), office.staff);
  expect(created.status).toBe(201);
  return created.body.id;
}
const lectureRow = async (id: number) =>
  (await office.server.db.query('select name, deleted_at from lectures where id = $1', [id])).rows[0];
/** Audit entries of the lecture recording `name` as its new value. */
const auditedAs = async (id: number, name: string) =>
  Number(
    (
      await office.server.db.query(
        `select count(*) from audit_log where resource = 'lectures' and record_id = $1 and after->>'name' = $2`,
        [String(id), name],
      )
    ).rows[0].count,
  );

describe('a staff edit racing a bulk delete of its lecture', () => {
  const record = tally('lecture edit against a bulk delete');

  it('answers 200 with the edit stored and audited, or 404 with neither', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const ids: number[] = [];
      for (const i of times(3, (n) => n)) ids.push(await createLecture(`doomed-${round}-${i}`));
      const names = ids.map((_, i) => `Edited ${round}.${i}`);
      const [removed, ...edits] = await together([
        () => call('POST', '/lectures/bulk', { token: office.staff, body: { action: 'delete', ids } }),
        ...ids.map(
          (id, i) => () => call('PATCH', `/lectures/${id}`, { token: office.staff, body: { name: names[i] } }),
        ),
      ]);
      let refusedButSaved = 0;
      for (const [i, edit] of edits.entries()) {
        const stored = (await lectureRow(ids[i])).name === names[i];
        const audited = await auditedAs(ids[i], names[i]);
        if (edit.status === 404 && (stored || audited > 0)) refusedButSaved += 1;
        if (edit.status === 200) {
          expect(edit.body.name).toBe(names[i]);
          expect([stored, audited]).toEqual([true, 1]);
        }
      }
      record({
        calls: edits.length + 1,
        '5xx': fiveHundreds([removed, ...edits]),
        saved: statusesOf(edits)[200] ?? 0,
        refusedButSaved,
      });
      expect(removed.status).toBe(200);
      expect(serverErrors(edits)).toEqual([]);
      expect(Object.keys(statusesOf(edits)).every((status) => ['200', '404'].includes(status))).toBe(true);
      for (const refused of edits.filter(({ status }) => status === 404))
        expect(refused.body.message).toBe('Lecture not found');
      expect(refusedButSaved).toBe(0);
      for (const id of ids) expect((await lectureRow(id)).deleted_at).not.toBeNull();
    }
  });
});

describe('members asking questions while the lecture is deleted', () => {
  const record = tally('questions against the lecture delete');

  it('accepts a question only before the delete commits; after it, a 404', async () => {
    // Whether the question's lecture was already deleted when the question's row was written.
    const seenAtInsert = await probeInserts(office.server, {
      name: 'question_probe',
      table: 'discussion_posts',
      seen: 'select deleted_at is not null from lectures where id = new.lecture_id',
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      // An hour on each round: the members' hourly posting budget (20) is not what this race is about.
      office.server.advance(NEXT_HOUR_MS);
      const lectureId = await createLecture(`asked-${round}`);
      const [deleted, ...questions] = await together([
        () => call('DELETE', `/lectures/${lectureId}`, { token: office.staff }),
        ...times(
          6,
          (i) => () =>
            call('POST', `/lectures/${lectureId}/discussion`, {
              token: members[i % 2],
              body: { body: `Question ${round}.${i}` },
            }),
        ),
      ]);
      const seen = await seenAtInsert();
      const accepted = questions.filter(({ status }) => status === 201);
      const afterDelete = accepted.filter(({ body }) => seen.get(body.id) !== 'false').length;
      record({ calls: questions.length + 1, '5xx': fiveHundreds([deleted, ...questions]), afterDelete });
      expect(deleted.status).toBe(200);
      expect(serverErrors(questions)).toEqual([]);
      expect(Object.keys(statusesOf(questions)).every((status) => ['201', '404'].includes(status))).toBe(true);
      expect(afterDelete).toBe(0);
      const { rows } = await office.server.db.query('select count(*) from discussion_posts where lecture_id = $1', [
        lectureId,
      ]);
      expect(Number(rows[0].count)).toBe(accepted.length);
    }
  });
});
