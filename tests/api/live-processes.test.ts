import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/services/free-port.js';
import { type BackOffice, newSubscriber, startBackOffice } from './helpers/back-office.js';
import { pushTestStream, waitFor } from './helpers/live-push.js';
import { closeSockets } from './helpers/socket.js';
import { startTwinProcess, type TwinProcess } from './helpers/twin-process.js';

/** The ingest's process (RTMP_PORT set) and a second process without it, on one database and machine. */
let office: BackOffice;
let twin: TwinProcess;
let rtmpPort: number;

beforeAll(async () => {
  rtmpPort = await freePort();
  office = await startBackOffice({ RTMP_PORT: String(rtmpPort), RTMP_HOST: '127.0.0.1' });
  twin = await startTwinProcess(office.server);
}, 60_000);
afterAll(async () => {
  closeSockets();
  await twin?.close();
  await office?.server.close();
});

async function liveClass(title: string): Promise<{ id: number; key: string }> {
  const adminId = (await office.api.get('/user/me', office.staff)).body.id;
  const startsAt = new Date(Date.now() + 3_600_000).toISOString();
  const body = { title, startsAt, durationMinutes: 60, coachId: adminId, courseId: 1, categoryId: 2 };
  const id = (await office.api.post('/live-classes', body, office.staff)).body.id as number;
  const key = (await office.api.post(`/live-classes/${id}/stream-key`, {}, office.staff)).body.streamKey as string;
  return { id, key };
}

const replaysNamed = async (title: string) =>
  (await office.server.db.query(`select draft from lectures where name = $1`, [title])).rows;

describe('a live class served by several processes', () => {
  it('stops its ingest at once and makes one replay when staff end it through a process without the ingest', async () => {
    const ways = {
      ended: (id: number) => twin.api.post(`/live-classes/${id}/end`, {}, office.staff),
      deleted: (id: number) => twin.api.delete(`/live-classes/${id}`, office.staff),
    };
    for (const [way, takeOffAir] of Object.entries(ways)) {
      const title = `Live elsewhere: ${way}`;
      const { id, key } = await liveClass(title);
      const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 60);
      try {
        await waitFor(
          async () => (await twin.api.get(`/live-classes/${id}/watch`, office.staff)).body,
          (body) => body.playlist !== null,
        );
        expect((await takeOffAir(id)).status, way).toBe(200);
        const stopped = await Promise.race([push.exited.then(() => true), sleep(5_000).then(() => false)]);
        expect(stopped, `${way}: the publisher is let go`).toBe(true);
        const replays = await waitFor(
          () => replaysNamed(title),
          (rows) => rows.length > 0,
        );
        expect(replays, way).toEqual([{ draft: true }]);
      } finally {
        push.stop();
      }
    }
    // The end's word heard again (a second End, a feed that came back) makes no second replay.
    await sleep(1_000);
    for (const way of Object.keys(ways)) expect(await replaysNamed(`Live elsewhere: ${way}`), way).toHaveLength(1);
  }, 90_000);

  it('shows staff the same viewers, ingest bitrate and dropped frames from every process, each member once', async () => {
    const { id, key } = await liveClass('Live elsewhere: figures');
    // The coach's encoder drops a second of pictures (30 frames) early on. The stream outlasts the test
    // (stopped at its end): on a loaded machine the first segments and the figures take a while, and a
    // stream that ended first would leave no figures to wait for.
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 170, { dropFrames: [45, 74] });
    try {
      const playlist = (server: { url: string; api: typeof twin.api }, member: string) =>
        waitFor(
          async () => (await server.api.get(`/live-classes/${id}/watch`, member)).body.playlist as string | null,
          (url) => url !== null,
          60_000,
        ).then(async (url) => (await fetch(`${server.url}${url}`)).status);
      const [here, there, both] = [
        await newSubscriber(office),
        await newSubscriber(office),
        await newSubscriber(office),
      ];
      // One member on each process, and one whose player's requests a balancer sends to both. Each player
      // asks for its playlist again while staff wait for the figures, as players do every segment: a
      // member counts as watching only for a while after their last ask.
      const players = [
        [office.server, here],
        [twin, there],
        [office.server, both],
        [twin, both],
      ] as const;
      const watch = () =>
        Promise.all(
          players.map(([server, member]) =>
            playlist({ url: server.url, api: server === twin ? twin.api : office.api }, member),
          ),
        );
      expect(await watch()).toEqual([200, 200, 200, 200]);

      const figuresFrom = async (api: typeof twin.api) =>
        (await api.get(`/live-classes/${id}/stream`, office.staff)).body;
      const same = await waitFor(
        async () => {
          await watch();
          return [await figuresFrom(office.api), await figuresFrom(twin.api)];
        },
        (answers) => answers.every((one) => one.viewers === 3 && one.bitrateKbps > 0 && one.droppedFrames === 30),
        60_000,
      );
      for (const answer of same) expect(answer).toMatchObject({ publishing: true, viewers: 3, droppedFrames: 30 });
      expect(same[1].bitrateKbps).toBeGreaterThan(0);
    } finally {
      push.stop();
    }
  }, 180_000);
});
