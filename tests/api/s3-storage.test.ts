import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNUSED_PICTURE_GRACE_MS } from '../../server/constants.js';
import { sweepUnusedPictures } from '../../server/modules/media/picture-sweep.js';
import { type ApiClient, apiClient, signIn } from './helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

/** S3_* settings against s3rver, an S3-compatible server from npm: media never touch DATA_DIR/media. */
const DEMO = path.join(import.meta.dirname, '../../server/db/demo/media');
const BUCKET = 'poker-media';
let s3rver: S3rver;
let bucketDir: string;
let endpoint: string;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  bucketDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-s3-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  server = await startTestServer({
    SEED_DEMO: '1',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  api = apiClient(server.url);
  token = await signIn(api, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await server?.close();
  await s3rver?.close();
  await fs.rm(bucketDir, { recursive: true, force: true });
});

/** A media URL as the browser follows it: our signature check, then the bucket's short-lived link. */
async function followMedia(url: string): Promise<Buffer> {
  const first = await fetch(`${server.url}${url}`, { redirect: 'manual' });
  expect(first.status).toBe(302);
  const location = first.headers.get('location')!;
  expect(location.startsWith(endpoint)).toBe(true);
  const second = await fetch(location);
  expect(second.status).toBe(200);
  return Buffer.from(await second.arrayBuffer());
}

it('seeds the demo videos into the bucket and serves them through signed redirects', async () => {
  const lectures = (await api.get('/lectures', token)).body;
  const lecture = lectures.find((l: any) => l.videoUpload.includes('lecture-01.mp4'));
  expect(await followMedia(lecture.videoUpload)).toEqual(await fs.readFile(path.join(DEMO, 'lecture-01.mp4')));
  await expect(fs.stat(path.join(server.dataDir, 'media', 'demo'))).rejects.toThrow();
});

it('lets pages load media from the bucket (Content-Security-Policy)', async () => {
  const csp = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy')!;
  const sources = (directive: string) => csp.split(';').find((part) => part.trim().startsWith(`${directive} `))!;
  // The bucket's scheme, as any link staff may type in is allowed for media and images.
  expect(sources('media-src').split(' ')).toContain(new URL(endpoint).protocol);
  expect(sources('img-src').split(' ')).toContain(new URL(endpoint).protocol);
});

it('still refuses a media path without a valid signature', async () => {
  const answer = await fetch(`${server.url}/media/demo/lecture-01.mp4?exp=9999999999&sig=forged`, {
    redirect: 'manual',
  });
  expect(answer.status).toBe(403);
});

it('stores an uploaded picture in the bucket', async () => {
  const png = await fs.readFile(path.join(DEMO, 'lecture-01.jpg'));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'me.jpg');
  const response = await fetch(`${server.url}/api/image-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const { imageUrl } = await response.json();
  expect(await followMedia(imageUrl)).toEqual(png);

  // No record uses it: once the grace period is over, the sweep deletes it from the bucket.
  const key = imageUrl.replace('/media/', '');
  server.advance(UNUSED_PICTURE_GRACE_MS + 60_000);
  expect(await sweepUnusedPictures(server.deps, server.deps.now())).toBe(1);
  expect(await server.deps.media.exists(key)).toBe(false);
});

it('puts an uploaded lecture video and its poster in the bucket', async () => {
  const video = await fs.readFile(path.join(DEMO, 'lecture-02.mp4'));
  const form = new FormData();
  for (const [name, value] of Object.entries({
    chunkIndex: '0',
    totalChunks: '1',
    fileName: 'talk.mp4',
    connectionId: 's3-upload-0001',
  }))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(video)]), 'talk.mp4');
  expect(
    (
      await fetch(`${server.url}/api/lectures/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).status,
  ).toBe(200);
  const events = await (
    await fetch(`${server.url}/api/lectures/progress/s3-upload-0001?token=${token}`, {
      headers: { accept: 'text/event-stream' },
    })
  ).text();
  expect(events).toContain('"status":"success"');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  for (const key of ['videos/s3-upload-0001.mp4', 'posters/s3-upload-0001.jpg']) {
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentLength).toBeGreaterThan(0);
  }
  client.destroy();
});
