import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDecisionStops } from '../../../portal/lectures/decisions/use-decision-stops';
import type { MemberDecision } from '../../../providers/decisions-api';

/** A `<video>` whose time the test moves, as playback or a seek would, firing the element's events. */
function fakeVideo() {
  const video = document.createElement('video');
  let time = 0;
  let seeking = false;
  let paused = true;
  Object.defineProperties(video, {
    currentTime: {
      get: () => time,
      set: (seconds: number) => {
        time = seconds;
      },
    },
    seeking: { get: () => seeking },
    paused: { get: () => paused },
  });
  video.pause = () => {
    paused = true;
  };
  video.play = () => {
    paused = false;
    return Promise.resolve();
  };
  return {
    video,
    /** Playback reaching `seconds`, heard in one timeupdate (a busy page hears them far apart). */
    playTo(seconds: number) {
      paused = false;
      time = seconds;
      video.dispatchEvent(new Event('timeupdate'));
    },
    seekTo(seconds: number) {
      seeking = true;
      time = seconds;
      video.dispatchEvent(new Event('seeking'));
      video.dispatchEvent(new Event('timeupdate'));
      seeking = false;
      video.dispatchEvent(new Event('seeked'));
    },
    get time() {
      return time;
    },
    get paused() {
      return paused;
    },
  };
}

const decision = (id: number, atSeconds: number, answered = false) =>
  ({ id, atSeconds, myAnswer: answered ? { chosen: 0, correct: true } : null }) as unknown as MemberDecision;

describe('decision stops', () => {
  it('listens to a video that appears after it mounted, and stops at the decision', () => {
    const player = fakeVideo();
    const { result, rerender } = renderHook(({ video }) => useDecisionStops(video, [decision(1, 4)]), {
      initialProps: { video: null as HTMLVideoElement | null },
    });
    rerender({ video: player.video });
    act(() => player.playTo(3.8));
    expect(result.current.asking).toBeNull();
    act(() => player.playTo(4.1));
    expect(result.current.asking?.id).toBe(1);
    expect(player.paused).toBe(true);
    expect(player.time).toBe(4);
  });

  it('follows the video the player swaps in (hls.js gave up, the MP4 plays in a new element)', () => {
    const first = fakeVideo();
    const second = fakeVideo();
    const { result, rerender } = renderHook(({ video }) => useDecisionStops(video, [decision(1, 4)]), {
      initialProps: { video: first.video },
    });
    act(() => first.playTo(2));
    rerender({ video: second.video });
    act(() => first.playTo(4.5));
    expect(result.current.asking).toBeNull();
    act(() => second.playTo(4.2));
    expect(result.current.asking?.id).toBe(1);
    expect(second.paused).toBe(true);
  });

  it('stops even when a busy page hears playback seconds apart', () => {
    const player = fakeVideo();
    const { result } = renderHook(() => useDecisionStops(player.video, [decision(1, 4)]));
    act(() => player.playTo(1));
    act(() => player.playTo(5.5));
    expect(result.current.asking?.id).toBe(1);
    expect(player.time).toBe(4);
  });

  it('asks nothing a seek jumps over, an answered decision, or one already asked', () => {
    const player = fakeVideo();
    const decisions = [decision(1, 4), decision(2, 6, true), decision(3, 9)];
    const { result } = renderHook(() => useDecisionStops(player.video, decisions));
    act(() => player.seekTo(5));
    act(() => player.playTo(7));
    expect(result.current.asking).toBeNull();
    act(() => player.playTo(9.2));
    expect(result.current.asking?.id).toBe(3);
    act(() => result.current.close());
    act(() => player.seekTo(8));
    act(() => player.playTo(9.5));
    expect(result.current.asking).toBeNull();
  });
});
