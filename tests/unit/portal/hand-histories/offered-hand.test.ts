import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOfferedHand } from '../../../../portal/hand-histories/use-offered-hand';
import type { HandHistoryRecord } from '../../../../providers/types';

const HANDS = [
  { id: 1, title: 'AK on a wet board', momentSeconds: 3 },
  { id: 2, title: 'River overbet', momentSeconds: 60 },
] as HandHistoryRecord[];

/** A `<video>` standing at `seconds`, whose time the test moves as playback would. */
function videoAt(seconds: number) {
  const video = document.createElement('video');
  let time = seconds;
  Object.defineProperty(video, 'currentTime', { get: () => time });
  return {
    video,
    playTo(to: number) {
      time = to;
      video.dispatchEvent(new Event('timeupdate'));
    },
  };
}

describe('useOfferedHand', () => {
  it('offers the hand a paused video already stands past when the hands arrive', () => {
    const { video } = videoAt(4.5);
    const { result } = renderHook(() => useOfferedHand(HANDS, video));
    expect(result.current?.title).toBe('AK on a wet board');
  });

  it('follows playback: the latest moment passed, and nothing once its offer has run out', () => {
    const { video, playTo } = videoAt(0);
    const { result } = renderHook(() => useOfferedHand(HANDS, video));
    expect(result.current).toBeNull();
    act(() => playTo(61));
    expect(result.current?.title).toBe('River overbet');
    act(() => playTo(90));
    expect(result.current).toBeNull();
  });
});
