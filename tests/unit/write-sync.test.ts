// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { syncWritesBeforeAnswer } from '../../server/plugins/write-sync.js';

/** A change feed whose rounds end when the test says so, counting how many were asked for. */
function heldFeed() {
  let release = () => {};
  const feed = {
    rounds: 0,
    sync() {
      feed.rounds += 1;
      return new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
  return feed;
}

async function appOn(feed: ReturnType<typeof heldFeed>) {
  const app = Fastify();
  syncWritesBeforeAnswer(app, feed);
  app.post('/write', async () => ({ written: true }));
  await app.ready();
  return app;
}

// How many rounds each call costs, on a real server and database: tests/api/write-sync.test.ts.
describe('a write answers once this process has heard its changes', () => {
  it('holds a write until the feed has synced', async () => {
    const feed = heldFeed();
    const app = await appOn(feed);
    let answered = false;
    const answer = app.inject({ method: 'POST', url: '/write' }).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => feed.rounds).toBe(1);
    expect(answered).toBe(false);
    feed.release();
    expect((await answer).json()).toEqual({ written: true });
  });
});
