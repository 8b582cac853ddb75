// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hearOwnWrites, syncWritesBeforeAnswer } from '../../server/plugins/write-sync.js';
import type { ChangeFeed } from '../../server/services/change-feed.js';

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
  app.get('/read', async () => ({ read: true }));
  app.post('/write', async () => ({ written: true }));
  app.post('/write-heard', async (request) => {
    await hearOwnWrites(feed as unknown as ChangeFeed, request);
    return { written: true };
  });
  await app.ready();
  return app;
}

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

  it('lets a read, and a write whose handler already heard itself, go without another round', async () => {
    const feed = heldFeed();
    const app = await appOn(feed);
    expect((await app.inject('/read')).json()).toEqual({ read: true });
    expect(feed.rounds).toBe(0);
    const answer = app.inject({ method: 'POST', url: '/write-heard' });
    await expect.poll(() => feed.rounds).toBe(1);
    feed.release();
    expect((await answer).statusCode).toBe(200);
    expect(feed.rounds).toBe(1);
  });
});
