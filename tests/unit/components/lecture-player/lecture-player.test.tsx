import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LectureRecord } from '../../../../providers/types';
import { rungName, RUNGS } from '../../../../server/modules/videos/ladder';
import { LecturePlayer } from '../../../../src/components/lecture-player/lecture-player';
import { QualityMenu } from '../../../../src/components/lecture-player/quality-menu';

const LECTURE = {
  id: 42,
  name: 'River bluffs',
  lectureLength: 754,
  poster: null,
  videoUpload: '/media/videos/42.mp4?sig=x',
  hls: null,
  storyboard: null,
  chapters: [
    { start: 0, title: 'Intro' },
    { start: 95, title: 'Preflop ranges' },
    { start: 600, title: 'Bluff catching' },
  ],
  captions: [],
  lectureProgress: [],
} as unknown as LectureRecord;

let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom has no media playback.
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPlayer(lecture: LectureRecord = LECTURE) {
  const videoRef = createRef<HTMLVideoElement | null>() as { current: HTMLVideoElement | null };
  const handlers = { onTime: vi.fn(), onPlay: vi.fn(), onPause: vi.fn() };
  const view = render(<LecturePlayer lecture={lecture} videoRef={videoRef} {...handlers} />);
  return { ...view, videoRef, handlers };
}

/** The element as the browser has it once the video's length is known. */
function loadMetadata(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
  fireEvent(video, new Event('loadedmetadata'));
}

const progress = (watchedSeconds: number, lastPosition: number) => [
  { watchedSeconds, lastPosition, updatedAt: '2026-11-20T10:00:00.000Z' },
];

describe('the lecture player', { timeout: 30_000 }, () => {
  it('resumes where the member left off, and from the start once the lecture is completed', () => {
    const started = renderPlayer({ ...LECTURE, lectureProgress: progress(400, 380) });
    loadMetadata(started.videoRef.current!, 754);
    expect(started.videoRef.current!.currentTime).toBe(380);
    cleanup();
    // 700 of 754 s is past 90 %: completed.
    const completed = renderPlayer({ ...LECTURE, lectureProgress: progress(700, 700) });
    loadMetadata(completed.videoRef.current!, 754);
    expect(completed.videoRef.current!.currentTime).toBe(0);
  });

  it('plays the MP4 on the element itself when the lecture has no HLS ladder', () => {
    const { container, videoRef } = renderPlayer();
    expect(container.querySelector('[data-engine]')?.getAttribute('data-engine')).toBe('native');
    expect(videoRef.current?.getAttribute('src')).toBe('/media/videos/42.mp4?sig=x');
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuemax')).toBe('754');
    expect(screen.queryByRole('button', { name: /^Quality: / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions: CC' })).toBeNull();
  });

  it('opens a chapter from the list: seeks the video there and plays', () => {
    const { videoRef } = renderPlayer();
    expect(screen.getByRole('heading', { name: 'Chapters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '01:35 Preflop ranges' }));
    expect(videoRef.current?.currentTime).toBe(95);
    expect(play).toHaveBeenCalled();
  });

  it('marks the chapter playing now', () => {
    const { videoRef } = renderPlayer();
    act(() => {
      videoRef.current!.currentTime = 620;
      videoRef.current!.dispatchEvent(new Event('timeupdate'));
    });
    expect(screen.getByRole('button', { name: '10:00 Bluff catching' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '00:00 Intro' }).getAttribute('aria-current')).toBeNull();
  });

  it('sets the playback rate from the Speed menu, then gives focus back to its button', async () => {
    const { videoRef } = renderPlayer();
    const speed = screen.getByRole('button', { name: 'Speed: 1×' });
    fireEvent.click(speed);
    expect(screen.getByRole('menuitemradio', { name: '1×' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    expect(videoRef.current?.playbackRate).toBe(1.5);
    expect(speed.textContent).toBe('1.5×');
    await waitFor(() => expect(document.activeElement).toBe(speed));
  });

  it('seeks with the keyboard: arrows on the slider, and the player’s shortcuts', () => {
    const { videoRef } = renderPlayer();
    const video = videoRef.current!;
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'End' });
    expect(video.currentTime).toBe(754);
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(744);
    fireEvent.keyDown(video, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(video, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('lists no chapters when the lecture has none, and toggles its one caption file in place (focus stays)', () => {
    renderPlayer({ ...LECTURE, chapters: [], captions: [{ label: 'English', url: '/media/captions/42.vtt' }] });
    expect(screen.queryByRole('heading', { name: 'Chapters' })).toBeNull();
    const captions = screen.getByRole('button', { name: 'Captions: CC' });
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(captions);
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    const track = document.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('label')).toBe('English');
  });
});

describe('the Quality menu', () => {
  const choose = () => undefined;
  const LEVELS = [
    { height: 360, bitrate: 800_000 },
    { height: 720, bitrate: 2_800_000 },
  ];

  it('holds its place on a ladder from the first render: Auto and disabled until the rungs are read', () => {
    const { rerender } = render(<QualityMenu ladder levels={[]} chosen={-1} playing={-1} onChoose={choose} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^Quality: / });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Auto');
    rerender(<QualityMenu ladder levels={LEVELS} chosen={-1} playing={1} onChoose={choose} />);
    expect(screen.getByRole('button', { name: /^Quality: / })).toBe(button);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Auto (720p)');
  });

  it('is sized by its widest text, laid in the same cell as what it shows', () => {
    render(<QualityMenu ladder levels={LEVELS} chosen={0} playing={0} onChoose={choose} />);
    const sized = screen.getByRole('button', { name: /^Quality: / }).querySelector('.control-bar__quality');
    expect(sized?.getAttribute('data-widest')).toBe(`Auto (${rungName(RUNGS[0])})`);
    expect(sized?.textContent).toBe('360p');
  });

  it('is not there without a ladder (the MP4, or hls.js gave up on it)', () => {
    render(<QualityMenu ladder={false} levels={LEVELS} chosen={-1} playing={0} onChoose={choose} />);
    expect(screen.queryByRole('button', { name: /^Quality: / })).toBeNull();
  });
});
