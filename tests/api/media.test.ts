import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { apiClient, sessionIdOf, signIn } from './helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(bytes: Buffer, name: string, token?: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${office.server.url}/api/image-upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}
/**
 * A request sent as written: fetch would resolve dot segments first, and turns a conditional
 * request into an end-to-end reload (cache-control: no-cache).
 */
function rawStatus(rawPath: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(office.server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath, headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}
const media = (url: string, headers: Record<string, string> = {}) => fetch(`${office.server.url}${url}`, { headers });

describe('image upload', () => {
  it('stores a real PNG for any signed-in user and serves it publicly', async () => {
    const answer = await upload(PNG, 'avatar.png', office.member);
    expect(answer.status).toBe(200);
    expect(answer.body.imageUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\.png$/);
    const served = await media(answer.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses text renamed as .png, judging by the bytes', async () => {
    const answer = await upload(Buffer.from('definitely not an image'), 'fake.png', office.member);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please select a valid image file');
  });

  it('refuses a file over 5 MiB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(big, 'big.png', office.staff);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('File size exceeds 5MB');
  });

  it('needs a token and the field named file', async () => {
    expect((await upload(PNG, 'a.png')).status).toBe(401);
    expect((await upload(PNG, 'a.png', office.member, 'picture')).status).toBe(400);
  });
});

describe('granted lecture media', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  let videoUrl: string;

  beforeAll(async () => {
    const file = path.join(office.server.dataDir, 'media', 'videos', 'clip.mp4');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    const lecture = { name: 'Clip', courseId: 1, categoryId: 1, description: 'd', videoUrl: '/media/videos/clip.mp4' };
    videoUrl = (await office.api.post('/lectures/create', lecture, office.staff)).body.videoUpload;
  });

  it('serves the file behind a valid grant, with ranges for seeking', async () => {
    const whole = await media(videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await media(videoUrl, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
  });

  it('answers HEAD, validators, a repeated request with 304 and an impossible range with 416', async () => {
    const head = await fetch(`${office.server.url}${videoUrl}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(await head.text()).toBe('');
    // Revalidated at each use: a grant that ends must not play on from the browser's cache.
    expect(head.headers.get('cache-control')).toBe('private, no-cache');
    const etag = head.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(head.headers.get('last-modified')).toBeTruthy();
    expect(await rawStatus(videoUrl, { 'if-none-match': etag })).toBe(304);
    const outside = await media(videoUrl, { range: 'bytes=5000-6000' });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
  });

  it('refuses a missing, tampered or expired grant with a JSON 403', async () => {
    const unsigned = await media('/media/videos/clip.mp4');
    expect(unsigned.status).toBe(403);
    expect((await unsigned.json()).message).toBeTruthy();
    // Another first character, whatever it was (replacing it with a fixed one left it valid 1 time in 64).
    const tampered = videoUrl.replace(/sig=(.)/, (_match, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`);
    expect(tampered).not.toBe(videoUrl);
    expect((await media(tampered)).status).toBe(403);
    expect((await media(videoUrl.replace('clip.mp4', 'clap.mp4'))).status).toBe(403);
    office.server.advance(7 * 3600_000);
    try {
      expect((await media(videoUrl)).status).toBe(403);
    } finally {
      office.server.advance(-7 * 3600_000);
    }
  });

  it('never leaves the media folder and 404s a missing file', async () => {
    for (const raw of [
      '/media/images/../../jwt-secret.txt',
      '/media/images/%2e%2e/%2e%2e/jwt-secret.txt',
      '/media/images/..%2f..%2fjwt-secret.txt',
    ]) {
      expect(await rawStatus(raw), raw).toBeGreaterThanOrEqual(400);
    }
    expect((await media('/media/images/nothing-here.png')).status).toBe(404);
  });
});

describe('MEDIA_ACCEL_REDIRECT (nginx sends the file)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MEDIA_ACCEL_REDIRECT: '/protected-media/' });
  });
  afterAll(() => server.close());

  it('answers a signed request with X-Accel-Redirect and no body, and an unsigned one with a 403 and none', async () => {
    const staff = await signIn(apiClient(server.url), ADMIN.email, ADMIN.password);
    const granted = server.deps.mediaUrls.toGrantedUrl('videos/clip.mp4', { id: 1, sessionId: sessionIdOf(staff) });
    const signed = await fetch(`${server.url}${granted}`, { headers: { range: 'bytes=0-9' } });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('x-accel-redirect')).toBe('/protected-media/videos/clip.mp4');
    expect(signed.headers.get('cache-control')).toBe('private, no-cache');
    expect(await signed.text()).toBe('');
    const unsigned = await fetch(`${server.url}/media/videos/clip.mp4`);
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-accel-redirect')).toBeNull();
  });
});
