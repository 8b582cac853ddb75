import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BackOffice, newLecture, startBackOffice } from './helpers/back-office.js';

/**
 * A write answers once its process has heard its own change notifications, and that costs one
 * `pg_notify` round trip on the change feed, whether the handler waited for it (to answer from the
 * catalogue) or the answer's hook did. Counted by listening on the feed's channel beside the server.
 */
let office: BackOffice;
let listener: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  office = await startBackOffice();
  listener = new pg.Client({ connectionString: office.server.deps.config.DATABASE_URL });
  listener.on('notification', (message) => heard.push(message.payload ?? ''));
  await listener.connect();
  await listener.query('listen changes');
});
afterAll(async () => {
  await listener.end();
  await office.server.close();
});

/** Waits until the listener hears a marker sent now: every notification committed before it has arrived. */
async function caughtUp(): Promise<void> {
  const marker = `test-marker:${randomUUID()}`;
  await listener.query('select pg_notify($1, $2)', ['changes', marker]);
  await vi.waitFor(() => expect(heard).toContain(marker));
}

/** The change feed's sync rounds between a call's start and its answer. */
async function syncRounds(call: () => Promise<{ status: number }>, status: number): Promise<number> {
  await caughtUp();
  heard.length = 0;
  expect((await call()).status).toBe(status);
  await caughtUp();
  return heard.filter((payload) => payload.startsWith('sync:')).length;
}

describe('change feed round trips', () => {
  it('one for a write whose handler reads the catalogue after it (adding and editing a lecture)', async () => {
    let id = 0;
    expect(
      await syncRounds(async () => {
        const created = await office.api.post('/lectures/create', newLecture('sync-count'), office.staff);
        id = created.body.id;
        return created;
      }, 201),
    ).toBe(1);
    expect(
      await syncRounds(() => office.api.patch(`/lectures/${id}`, { name: 'sync-count 2' }, office.staff), 200),
    ).toBe(1);
  });

  it('one for a write answered without reading a cache (editing a category)', async () => {
    expect(await syncRounds(() => office.api.patch('/category/2', { status: true }, office.staff), 200)).toBe(1);
  });

  it('none for a read', async () => {
    expect(await syncRounds(() => office.api.get('/lectures', office.staff), 200)).toBe(0);
  });
});
