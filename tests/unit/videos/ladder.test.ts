import { describe, expect, it } from 'vitest';
import {
  folderOf,
  ladderFolder,
  ladderFor,
  storyboardPlan,
  storyboardVtt,
  vttTime,
} from '../../../server/modules/videos/ladder.js';
import { lowestRungFirst, signPlaylist, signStoryboard } from '../../../server/modules/videos/ladder-files.js';

describe('the ladder', () => {
  it('never upscales: a source gets the rungs at or below its height', () => {
    expect(ladderFor(2160).map((rung) => rung.height)).toEqual([1080, 720, 480, 360]);
    expect(ladderFor(1080).map((rung) => rung.height)).toEqual([1080, 720, 480, 360]);
    expect(ladderFor(1079).map((rung) => rung.height)).toEqual([720, 480, 360]);
    expect(ladderFor(480).map((rung) => rung.height)).toEqual([480, 360]);
  });

  it('gives a source below 360p one rung at its own even height', () => {
    expect(ladderFor(241)).toEqual([{ height: 240, videoKbps: 800, audioKbps: 96 }]);
  });

  it('keeps each video in its own folder, and knows a folder from its files', () => {
    const folder = ladderFolder('videos/a.mp4');
    expect(folder).toMatch(/^hls\/[a-f0-9]{24}\/$/);
    expect(ladderFolder('videos/b.mp4')).not.toBe(folder);
    expect(folderOf(`${folder}480p/seg_001.ts`)).toBe(folder);
    expect(folderOf('videos/a.mp4')).toBeNull();
    expect(folderOf('hls/../videos/a.mp4')).toBeNull();
  });
});

describe('the storyboard', () => {
  it('takes one thumbnail a second for short videos and at most 100 for long ones', () => {
    expect(storyboardPlan(14, 1280, 720)).toMatchObject({ interval: 1, count: 14, thumbWidth: 160, thumbHeight: 90 });
    expect(storyboardPlan(7200, 1920, 1080)).toMatchObject({ interval: 72, count: 100 });
  });

  it('maps each time range to its rectangle of the sprite', () => {
    const vtt = storyboardVtt(storyboardPlan(12.5, 640, 360), 12.5);
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.000\nstoryboard.jpg#xywh=0,0,160,90');
    expect(vtt).toContain('00:00:10.000 --> 00:00:11.000\nstoryboard.jpg#xywh=0,90,160,90');
    expect(vtt).toContain('00:00:12.000 --> 00:00:12.500\nstoryboard.jpg#xywh=320,90,160,90');
    expect(vttTime(3723.5)).toBe('01:02:03.500');
  });
});

describe('grants in playlists', () => {
  const grant = 'exp=1&u=2&sig=abc';

  it('adds the grant to each URI line and URI attribute, and to nothing else', () => {
    const master =
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=854x480\n480p/index.m3u8\n\n#EXT-X-MAP:URI="init.mp4"\n';
    expect(signPlaylist(master, grant)).toBe(
      `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=854x480\n480p/index.m3u8?${grant}\n\n#EXT-X-MAP:URI="init.mp4?${grant}"\n`,
    );
  });

  it('adds the grant before the fragment of each storyboard thumbnail', () => {
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nstoryboard.jpg#xywh=0,0,160,90\n';
    expect(signStoryboard(vtt, grant)).toBe(
      `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nstoryboard.jpg?${grant}#xywh=0,0,160,90\n`,
    );
  });
});

describe('the master playlist as served', () => {
  it('lists the rungs lowest bandwidth first, each with its own URI, whatever order ffmpeg wrote', () => {
    const rung = (bandwidth: number, height: number) =>
      `#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=9,BANDWIDTH=${bandwidth},RESOLUTION=1x${height}\n${height}p/index.m3u8\n`;
    const master = `#EXTM3U\n#EXT-X-VERSION:3\n${rung(5_640_800, 1080)}\n${rung(1_645_600, 480)}\n${rung(3_220_800, 720)}\n${rung(985_600, 360)}`;
    expect(lowestRungFirst(master)).toBe(
      `#EXTM3U\n#EXT-X-VERSION:3\n${rung(985_600, 360)}\n${rung(1_645_600, 480)}\n${rung(3_220_800, 720)}\n${rung(5_640_800, 1080)}`,
    );
    const single = `#EXTM3U\n${rung(985_600, 360)}`;
    expect(lowestRungFirst(single)).toBe(single);
  });
});
