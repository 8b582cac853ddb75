import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_QUOTA, PICTURE_QUOTA_WINDOW_MS, UNUSED_PICTURE_GRACE_MS } from '../../server/constants.js';
import { sweepUnusedPictures } from '../../server/modules/media/picture-sweep.js';
import { newSignedInMember } from '../api/helpers/back-office.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V5.2/V11 (file upload, resource limits): pictures are bounded per account and do not outlive their use. */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

// A real 1×1 PNG, padded after its end to the size wanted.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]);
const MIB = 1024 * 1024;

async function upload(token: string, bytes = PNG) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const answer = await fetch(`${cast.server.url}/api/image-upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after')), body: await answer.json() };
}

async function uploaded(token: string): Promise<string> {
  const answer = await upload(token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.imageUrl;
}

const served = async (url: string) => (await fetch(`${cast.server.url}${url}`)).status;
const sweep = () => sweepUnusedPictures(cast.server.deps, cast.server.deps.now());

describe('uploaded pictures', () => {
  it('are removed once no record has used them for the grace period, and the ones in use stay', async () => {
    const neverSaved = await uploaded(cast.alice.token);
    const profile = await uploaded(cast.alice.token);
    const profileBody = { name: 'Alice', phone: '+1 555 0100' };
    expect(
      (await cast.api.patch('/user/update/profile', { ...profileBody, profilePicture: profile }, cast.alice.token))
        .status,
    ).toBe(200);
    const promotionImage = await uploaded(cast.staff);
    expect((await cast.api.post('/promotion', { image: promotionImage, title: 'Kept' }, cast.staff)).status).toBe(201);
    const poster = await uploaded(cast.staff);
    expect((await cast.api.patch(`/lectures/${cast.lectureId}`, { poster }, cast.staff)).status).toBe(200);
    const all = [neverSaved, profile, promotionImage, poster];

    expect(await sweep()).toBe(0);
    for (const url of all) expect(await served(url), url).toBe(200);

    cast.server.advance(UNUSED_PICTURE_GRACE_MS + 60_000);
    expect(await sweep()).toBe(1);
    expect(await served(neverSaved)).toBe(404);
    for (const url of [profile, promotionImage, poster]) expect(await served(url), url).toBe(200);

    // A replaced profile picture is no longer used: the next round removes it, not its successor.
    const replacement = await uploaded(cast.alice.token);
    await cast.api.patch('/user/update/profile', { ...profileBody, profilePicture: replacement }, cast.alice.token);
    expect(await sweep()).toBe(1);
    expect(await served(profile)).toBe(404);
    expect(await served(replacement)).toBe(200);
    // Caches keep a picture an hour at most: a removed one is gone from them within the hour.
    expect((await fetch(`${cast.server.url}${replacement}`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("stop at an account's pictures for the day (429 with Retry-After), then are allowed again a day later", async () => {
    const { member } = await newSignedInMember(cast.api, cast.server);
    const quota = PICTURE_QUOTA.member;
    for (let i = 0; i < quota.pictures; i += 1) await uploaded(member);
    const refused = await upload(member);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(`${quota.pictures} pictures`);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(PICTURE_QUOTA_WINDOW_MS / 1000);

    cast.server.advance(PICTURE_QUOTA_WINDOW_MS);
    expect((await upload(member)).status).toBe(200);
  });

  it("stop at an account's bytes for the day, even an account that has not paid", async () => {
    const quota = PICTURE_QUOTA.member;
    const size = 4 * MIB;
    for (let stored = 0; stored + size <= quota.bytes; stored += size)
      expect((await upload(cast.unpaid.token, pngOf(size))).status).toBe(200);
    const refused = await upload(cast.unpaid.token, pngOf(size));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(`${quota.bytes / MIB} MB`);
  });

  it('allow staff more than members', async () => {
    for (let i = 0; i <= PICTURE_QUOTA.member.pictures; i += 1) await uploaded(cast.staff);
  });
});
