import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, problemsWith, startCast } from './helpers/cast.js';

/** ASVS V1/V2: values that once reached the database or a URL parser and came back as 500s. */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

/** Random, so PostgreSQL cannot compress it under its index row limit (~2.7 KB). */
const hugeEmail = `${randomBytes(4500).toString('hex')}@example.com`;
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

async function expectRefused(answer: { status: number; body: { message?: string; field?: string } }, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.field).toBe(field);
  expect(answer.body.message).toContain(field);
}

describe('hostile input', () => {
  it('refuses an email over 254 characters on sign-up and sign-in, naming the field', async () => {
    const signUp = (email: string) =>
      cast.api.post('/auth/signup', {
        name: 'Long Email',
        email,
        dob: '1990-04-12',
        phone: '+1 555 0100',
        password: 'Acceptance-Pass-123',
      });
    await expectRefused(await signUp(hugeEmail), 'email');
    await expectRefused(await signUp(emailOfLength(255)), 'email');
    expect((await signUp(emailOfLength(254))).status).toBe(201);
    await expectRefused(await cast.api.post('/auth/signin', { email: hugeEmail, password: 'x' }), 'email');
    await expectRefused(await cast.api.post('/auth/forgot-password', { email: hugeEmail }), 'email');
  });

  it('answers a malformed media reference with a 400 naming its field', async () => {
    for (const video of ['%', 'http://[', '/media/%E0%A4%A'])
      await expectRefused(await cast.api.get(`/transcodes?video=${encodeURIComponent(video)}`, cast.staff), 'video');
    await expectRefused(await cast.api.patch(`/lectures/${cast.lectureId}`, { videoUrl: '%' }, cast.staff), 'videoUrl');
    await expectRefused(await cast.api.patch(`/lectures/${cast.lectureId}`, { poster: '%' }, cast.staff), 'poster');
    const promotion = await cast.api.post(
      '/promotion',
      { image: 'https://pictures.example/a.png', title: 'P' },
      cast.staff,
    );
    expect(promotion.status).toBe(201);
    await expectRefused(
      await cast.api.patch(`/promotion/${promotion.body.id}`, { image: 'http://[' }, cast.staff),
      'image',
    );
    await expectRefused(await cast.api.post('/promotion', { image: '%', title: 'P' }, cast.staff), 'image');
  });

  it('answers a media path with a malformed escape with a JSON 404, and an API path with a JSON 400', async () => {
    for (const path of ['/media/%', '/media/images/%E0%A4%A', '/media/hls/1/%']) {
      const answer = await fetch(`${cast.server.url}${path}`);
      const text = await answer.text();
      expect(answer.status, path).toBe(404);
      expect(problemsWith(answer.status, answer.headers.get('content-type'), text)).toEqual([]);
    }
    const api = await fetch(`${cast.server.url}/api/lectures/%`, {
      headers: { authorization: `Bearer ${cast.staff}` },
    });
    expect(api.status).toBe(400);
    expect((await api.json()).field).toBe('url');
  });
});
