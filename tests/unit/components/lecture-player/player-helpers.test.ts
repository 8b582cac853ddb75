import { describe, expect, it } from 'vitest';
import { chapterIndexAt } from '../../../../src/components/lecture-player/chapters';
import { qualityChoices, qualityShown } from '../../../../src/components/lecture-player/quality-menu';
import { focusKind, shortcutFor } from '../../../../src/components/lecture-player/shortcuts';
import { chapterClock, seekValueText, timeAtOffset } from '../../../../src/components/lecture-player/time';

const CHAPTERS = [
  { start: 0, title: 'Intro' },
  { start: 95, title: 'Preflop ranges' },
  { start: 600, title: 'River bluffs' },
];

describe('chapters and time', () => {
  it('knows the chapter playing at a moment', () => {
    expect(chapterIndexAt(CHAPTERS, 0)).toBe(0);
    expect(chapterIndexAt(CHAPTERS, 94.9)).toBe(0);
    expect(chapterIndexAt(CHAPTERS, 95)).toBe(1);
    expect(chapterIndexAt(CHAPTERS, 5000)).toBe(2);
    expect(chapterIndexAt(CHAPTERS.slice(1), 10)).toBe(-1);
    expect(chapterIndexAt([], 10)).toBe(-1);
  });

  it('prints chapter starts as mm:ss, with hours past an hour', () => {
    expect(chapterClock(0)).toBe('00:00');
    expect(chapterClock(95.8)).toBe('01:35');
    expect(chapterClock(3725)).toBe('1:02:05');
  });

  it('tells the seek slider’s place with the chapter there', () => {
    expect(seekValueText(95, 754, 'Preflop ranges')).toBe('1:35 of 12:34, Preflop ranges');
    expect(seekValueText(5, 754)).toBe('0:05 of 12:34');
  });

  it('turns a point on the bar into a time, clamped to the bar', () => {
    expect(timeAtOffset(50, 200, 600)).toBe(150);
    expect(timeAtOffset(-10, 200, 600)).toBe(0);
    expect(timeAtOffset(300, 200, 600)).toBe(600);
    expect(timeAtOffset(50, 0, 600)).toBe(0);
    expect(timeAtOffset(50, 200, Number.NaN)).toBe(0);
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...extra,
  });

  it('maps Space, the arrows, F and M to the player’s actions', () => {
    expect(shortcutFor(press(' '), 'other')).toBe('toggle-play');
    expect(shortcutFor(press('ArrowLeft'), 'other')).toBe('back');
    expect(shortcutFor(press('ArrowRight'), 'other')).toBe('forward');
    expect(shortcutFor(press('f'), 'other')).toBe('fullscreen');
    expect(shortcutFor(press('F'), 'other')).toBe('fullscreen');
    expect(shortcutFor(press('m'), 'button')).toBe('mute');
    expect(shortcutFor(press('x'), 'other')).toBeNull();
  });

  it('leaves keys alone with a modifier, in text fields, menus and the slider, and Space to buttons', () => {
    expect(shortcutFor(press('f', { ctrlKey: true }), 'other')).toBeNull();
    expect(shortcutFor(press('ArrowLeft', { altKey: true }), 'other')).toBeNull();
    expect(shortcutFor(press('m'), 'own-keys')).toBeNull();
    expect(shortcutFor(press(' '), 'button')).toBeNull();
  });

  it('tells where a key press starts', () => {
    document.body.innerHTML = `
      <div id="player"><video id="video"></video><input id="field"><button id="button"><span id="icon"></span></button>
      <div role="slider" id="slider"></div><ul role="menu"><li role="menuitemradio" id="item"></li></ul></div>`;
    const kind = (id: string) => focusKind(document.getElementById(id));
    expect(kind('video')).toBe('other');
    expect(kind('field')).toBe('own-keys');
    expect(kind('slider')).toBe('own-keys');
    expect(kind('item')).toBe('own-keys');
    expect(kind('icon')).toBe('button');
    expect(focusKind(null)).toBe('other');
  });
});

describe('the quality menu', () => {
  const LEVELS = [
    { height: 360, bitrate: 800_000 },
    { height: 720, bitrate: 2_800_000 },
    { height: 1080, bitrate: 5_000_000 },
  ];

  it('offers Auto, then each rung from the tallest down, keyed by its level index', () => {
    expect(qualityChoices(LEVELS)).toEqual([
      { key: '-1', label: 'Auto' },
      { key: '2', label: '1080p' },
      { key: '1', label: '720p' },
      { key: '0', label: '360p' },
    ]);
  });

  it('tells rungs of one height apart by bitrate and leaves out audio-only ones', () => {
    const labels = qualityChoices([
      { height: 720, bitrate: 1_500_000 },
      { height: 720, bitrate: 3_000_000 },
      { height: 0, bitrate: 128_000 },
    ]).map((choice) => choice.label);
    expect(labels).toEqual(['Auto', '720p (3000 kbps)', '720p (1500 kbps)']);
  });

  it('shows the chosen rung, or Auto with the rung playing', () => {
    expect(qualityShown(LEVELS, 1, 2)).toBe('720p');
    expect(qualityShown(LEVELS, -1, 2)).toBe('Auto (1080p)');
    expect(qualityShown(LEVELS, -1, -1)).toBe('Auto');
  });
});
