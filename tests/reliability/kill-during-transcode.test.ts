import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { SEGMENT_SECONDS } from '../../server/modules/videos/ladder.js';
import { makeSourceVideo, removeSourceVideo, uploadVideo, waitForTranscode } from '../api/helpers/transcoding.js';
import { cleanUp, newDataDir, startProduct } from './helpers/product.js';

afterAll(cleanUp);

describe('SIGKILL during a transcode', () => {
  it('leaves the job to be finished after restart, into a whole ladder', async () => {
    const dataDir = await newDataDir();
    let product = await startProduct(dataDir);
    let staff = await product.adminToken();
    // 720p for 10 s: three rungs, and seconds of transcoding past its first fifth (ffmpeg reports its
    // progress twice a second, this test looks four times) in which to be killed.
    const seconds = 10;
    const source = await makeSourceVideo(1280, 720, seconds);
    onTestFinished(() => removeSourceVideo(source));
    const video = await uploadVideo(product.url, staff, source);
    await waitForTranscode(product.api, staff, video, (state) => state.status === 'running' && state.progress >= 0.2);
    await product.stop('SIGKILL');

    product = await startProduct(dataDir);
    staff = await product.adminToken();
    const done = await waitForTranscode(product.api, staff, video, (state) => state.status === 'done');
    expect(done.rungs).toEqual([720, 480, 360]);
    expect(product.output()).toContain('handed 1 transcode job(s) of a stopped worker back to the queue');

    const created = await product.api.post(
      '/lectures/create',
      { name: 'Survivor', description: 'd', courseId: 1, categoryId: 1, videoUrl: video },
      staff,
    );
    const master = await fetch(new URL(created.body.hls, product.url));
    const rungs = (await master.text()).split('\n').filter((line) => /^\d+p\//.test(line));
    // Served lowest rung first, where players start.
    expect(rungs.map((line) => line.split('?')[0])).toEqual(['360p/index.m3u8', '480p/index.m3u8', '720p/index.m3u8']);
    // The last segment of the top rung is there: the ladder was made to the end.
    const top = new URL(rungs.at(-1)!, new URL(created.body.hls, product.url));
    const segments = (await (await fetch(top)).text()).split('\n').filter((line) => line.startsWith('seg_'));
    expect(segments).toHaveLength(Math.ceil(seconds / SEGMENT_SECONDS));
    expect((await fetch(new URL(segments.at(-1)!, top))).status).toBe(200);
    await product.stop();
  }, 300_000);
});
