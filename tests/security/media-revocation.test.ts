import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, startCast } from './helpers/cast.js';
import { another, claimsOf, payingMember } from './helpers/sessions.js';

/**
 * ASVS V7.4 and V8 on media: lecture video (progressive MP4) and HLS links are granted to one
 * session and stop at their next request once it is logged out or revoked, or its member deactivated.
 */
let cast: Cast;
const FOLDER = 'hls/5e55105e55105e55105e5510/';

beforeAll(async () => {
  cast = await startCast();
  // The cast lecture's video, and a ladder for it as a finished transcode leaves one.
  const media = path.join(cast.server.dataDir, 'media');
  await fs.mkdir(path.join(media, 'videos'), { recursive: true });
  await fs.writeFile(path.join(media, 'videos', 'cast.mp4'), Buffer.alloc(2048, 7));
  await fs.mkdir(path.join(media, FOLDER), { recursive: true });
  await fs.writeFile(
    path.join(media, FOLDER, 'master.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n',
  );
  await cast.server.db.query(
    `insert into transcodes (video_key, status, progress, hls_key, rungs) values ('videos/cast.mp4', 'done', 1, $1, '{360}')`,
    [FOLDER],
  );
});
afterAll(() => cast?.server.close());

const status = async (url: string) => (await fetch(`${cast.server.url}${url}`)).status;

/** The progressive and HLS links a lecture answer gives this key. */
async function links(token: string): Promise<{ video: string; hls: string }> {
  const lecture = (await cast.api.get(`/lectures/${cast.lectureId}`, token)).body;
  expect(lecture.hls).toBeTruthy();
  return { video: lecture.videoUpload, hls: lecture.hls };
}

describe('lecture media links', () => {
  it("are granted to the caller's session, and a link's session cannot be swapped", async () => {
    const member = await payingMember(cast);
    const { video, hls } = await links(member.token);
    expect(new URL(video, cast.server.url).searchParams.get('s')).toBe(claimsOf(member.token).sid);
    expect([await status(video), await status(hls)]).toEqual([200, 200]);
    const otherSession = claimsOf(await another(cast, member)).sid;
    const swapped = (url: string) => url.replace(/([?&]s=)[^&]+/, `$1${otherSession}`);
    expect([await status(swapped(video)), await status(swapped(hls))]).toEqual([403, 403]);
  });

  it('no longer open a lecture video with a bearer link (a plain signature, as pictures have)', async () => {
    expect(await status(cast.server.deps.mediaUrls.sign('videos/cast.mp4'))).toBe(403);
  });

  it('stop at the next request once the session logs out, while another device plays on', async () => {
    const member = await payingMember(cast);
    const otherDevice = await links(await another(cast, member));
    const { video, hls } = await links(member.token);
    expect([await status(video), await status(hls)]).toEqual([200, 200]);
    expect((await cast.api.post('/auth/logout', {}, member.token)).status).toBe(200);
    expect([await status(video), await status(hls)]).toEqual([403, 403]);
    expect([await status(otherDevice.video), await status(otherDevice.hls)]).toEqual([200, 200]);
  });

  it('stop at the next request once staff deactivate the member', async () => {
    const member = await payingMember(cast);
    const { video, hls } = await links(member.token);
    expect([await status(video), await status(hls)]).toEqual([200, 200]);
    expect((await cast.api.patch(`/user/${member.id}`, { status: false }, cast.staff)).status).toBe(200);
    expect([await status(video), await status(hls)]).toEqual([403, 403]);
  });

  it('stop once the membership lapses, and play for staff, who need none', async () => {
    const member = await payingMember(cast);
    const { video } = await links(member.token);
    await cast.server.db.query(`update subscriptions set status = 'canceled' where user_id = $1`, [member.id]);
    expect(await status(video)).toBe(403);
    const staff = await links(cast.staff);
    expect([await status(staff.video), await status(staff.hls)]).toEqual([200, 200]);
  });
});
