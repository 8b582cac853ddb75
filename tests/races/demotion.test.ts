import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newLecture, startBackOffice } from '../api/helpers/back-office.js';
import { addStaff } from '../api/helpers/staff-team.js';
import { probeInserts } from './helpers/insert-probe.js';
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
 * An admin demoted (to support, who may not touch lectures) while their bulk actions are in flight:
 * each bulk action is written while they are still an admin, or refused; none lands after the demotion.
 */
let office: BackOffice;
let call: ReturnType<typeof rawClient>;

beforeAll(async () => {
  office = await startBackOffice(RACE_SERVER_ENV);
  call = rawClient(office.server.url);
});
afterAll(() => office.server.close());

async function createLecture(name: string): Promise<number> {
  const created = await office.api.post('/lectures/create', newLecture(name), office.staff);
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('bulk actions in flight while their admin is demoted', () => {
  const record = tally('bulk actions against the demotion of their admin');

  it('writes each while the role still allows it, or refuses it: 401 or 403, nothing deleted', async () => {
    // The role of the audit entry's actor when the entry was written, in the write's own transaction.
    const roleAtWrite = await probeInserts(office.server, {
      name: 'actor_role_probe',
      table: 'audit_log',
      seen: 'select role from users where id = new.actor_id',
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      const admin = await addStaff(office, 'admin');
      const ids: number[] = [];
      for (const i of times(6, (n) => n)) ids.push(await createLecture(`bulk-${round}-${i}`));
      const [demoted, ...bulks] = await together([
        () => call('PATCH', `/user/${admin.id}`, { token: office.staff, body: { role: 'support' } }),
        ...ids.map(
          (id) => () => call('POST', '/lectures/bulk', { token: admin.token, body: { action: 'delete', ids: [id] } }),
        ),
      ]);
      const { rows: entries } = await office.server.db.query<{ id: string }>(
        `select id from audit_log where actor_id = $1 and resource = 'lectures'`,
        [admin.id],
      );
      const seen = await roleAtWrite();
      const afterDemotion = entries.filter(({ id }) => seen.get(Number(id)) !== 'admin').length;
      record({ calls: bulks.length + 1, '5xx': fiveHundreds([demoted, ...bulks]), afterDemotion });

      expect(demoted.status).toBe(200);
      expect(serverErrors(bulks)).toEqual([]);
      expect(Object.keys(statusesOf(bulks)).every((status) => ['200', '401', '403'].includes(status))).toBe(true);
      expect(afterDemotion).toBe(0);
      for (const [i, bulk] of bulks.entries()) {
        const { rows } = await office.server.db.query('select deleted_at from lectures where id = $1', [ids[i]]);
        expect(rows[0].deleted_at === null, `lecture ${i}: ${bulk.status}`).toBe(bulk.status !== 200);
      }
      // Once the demotion is answered, the old key writes nothing.
      const late = await call('POST', '/lectures/bulk', { token: admin.token, body: { action: 'delete', ids } });
      expect([401, 403]).toContain(late.status);
    }
  });
});
