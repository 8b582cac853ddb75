import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from './helpers/client.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';
import { DEMO_VIDEO, newConnectionId, sendChunk, uploadEvents } from './helpers/video-upload.js';

let server: TestServer;
let api: ApiClient;
let staff: string;

useTestServer({}, async (started, client) => {
  server = started;
  api = client;
  staff = await signIn(api, ADMIN.email, ADMIN.password);
});

/** Uploads the demo video and returns the success event's data: the stable media path among it. */
async function uploadDemoVideo() {
  const connectionId = newConnectionId();
  const sent = await sendChunk(server.url, staff, await fs.readFile(DEMO_VIDEO), {
    chunkIndex: 0,
    totalChunks: 1,
    connectionId,
  });
  expect(sent.status).toBe(200);
  const last = (await uploadEvents(server.url, staff, connectionId)).at(-1);
  expect(last.status).toBe('success');
  return { connectionId, data: last.data as { videoUrl: string; lectureLength: number; poster: string } };
}

const lecture = (videoUrl: string, extra: object = {}) => ({
  name: 'From upload',
  description: 'd',
  courseId: 1,
  categoryId: 1,
  videoUrl,
  ...extra,
});

describe('a lecture made from our own upload', () => {
  it('gets the length and poster the server measured when the client sends only the video', async () => {
    const { connectionId, data } = await uploadDemoVideo();
    expect(data.lectureLength).toBe(12);
    const created = await api.post('/lectures/create', lecture(data.videoUrl), staff);
    expect(created.status).toBe(201);
    expect(created.body.lectureLength).toBe(12);
    expect(created.body.poster).toContain(`/media/posters/${connectionId}.jpg?`);
  });

  it('keeps a poster the client chose', async () => {
    const { data } = await uploadDemoVideo();
    const created = await api.post(
      '/lectures/create',
      lecture(data.videoUrl, { poster: '/media/images/cover.png' }),
      staff,
    );
    expect(created.body.lectureLength).toBe(12);
    expect(created.body.poster).toBe('/media/images/cover.png');
  });

  it('fills the length when the video of a lecture is replaced by an upload', async () => {
    const created = await api.post('/lectures/create', lecture('https://videos.example/outside.mp4'), staff);
    expect(created.body.lectureLength).toBe(0);
    const { data } = await uploadDemoVideo();
    const patched = await api.patch(`/lectures/${created.body.id}`, { videoUrl: data.videoUrl }, staff);
    expect(patched.body.lectureLength).toBe(12);
  });
});
