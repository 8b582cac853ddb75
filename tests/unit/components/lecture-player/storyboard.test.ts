import { describe, expect, it } from 'vitest';
import { cueAt, parseStoryboard, vttSeconds } from '../../../../src/components/lecture-player/storyboard';

const VTT_URL = '/media/hls/42/storyboard.vtt?exp=9&u=3&sig=abc';
const PAGE = 'https://poker.example/lecture-management/lecture-details/42';

const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:05.000',
  'storyboard.jpg?exp=9&u=3&sig=abc#xywh=0,0,160,90',
  '',
  '1',
  '00:00:05.000 --> 00:00:10.000',
  'storyboard.jpg?exp=9&u=3&sig=abc#xywh=160,0,160,90',
  '',
  '01:00:10.000 --> 01:00:15.500',
  'storyboard.jpg?exp=9&u=3&sig=abc#xywh=pixel:320,90,160,90',
  '',
  '00:20.000 --> 00:25.000',
  'no-fragment.jpg',
  '',
].join('\r\n');

describe('the storyboard file', () => {
  it('reads WebVTT timestamps with and without hours', () => {
    expect(vttSeconds('00:01:02.500')).toBe(62.5);
    expect(vttSeconds('01:00:00.000')).toBe(3600);
    expect(vttSeconds('02:03.250')).toBe(123.25);
  });

  it("resolves each cue's sprite against the file's own URL, keeps the query and takes the box from #xywh", () => {
    const cues = parseStoryboard(VTT, VTT_URL, PAGE);
    expect(cues).toHaveLength(3);
    expect(cues[0]).toEqual({
      start: 0,
      end: 5,
      image: 'https://poker.example/media/hls/42/storyboard.jpg?exp=9&u=3&sig=abc',
      x: 0,
      y: 0,
      w: 160,
      h: 90,
    });
    expect(cues[1]).toMatchObject({ start: 5, end: 10, x: 160, y: 0 });
    expect(cues[2]).toMatchObject({ start: 3610, end: 3615.5, x: 320, y: 90, w: 160, h: 90 });
  });

  it('skips cues without a box and files that are not storyboards', () => {
    expect(parseStoryboard('WEBVTT\n\n00:00.000 --> 00:05.000\nno-fragment.jpg\n', VTT_URL, PAGE)).toEqual([]);
    expect(parseStoryboard('', VTT_URL, PAGE)).toEqual([]);
  });

  it('finds the thumbnail for a moment: the last cue starting at or before it', () => {
    const cues = parseStoryboard(VTT, VTT_URL, PAGE);
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 7.2)?.x).toBe(160);
    expect(cueAt(cues, 3700)?.x).toBe(320);
    expect(cueAt([], 3)).toBeUndefined();
  });
});
