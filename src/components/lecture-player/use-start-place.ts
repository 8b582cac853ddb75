import { useCallback, useEffect, useRef } from 'react';

/**
 * Puts the video at `resumeAt` once its length is known: on loadedmetadata, or at once if it came
 * before the element was committed (a screen rendered as a transition can create the element well
 * before committing it). `restartAt` does it again after a change of engine (hls.js gave up).
 */
export function useStartPlace(resumeAt: number) {
  const target = useRef(resumeAt);
  const placed = useRef(false);
  useEffect(() => {
    if (!placed.current) target.current = resumeAt;
  }, [resumeAt]);
  const place = useCallback((video: HTMLVideoElement | null) => {
    if (!video || placed.current || video.readyState < 1) return;
    placed.current = true;
    if (target.current > 0 && target.current < video.duration - 1) video.currentTime = target.current;
  }, []);
  const restartAt = useCallback((seconds: number) => {
    target.current = seconds;
    placed.current = false;
  }, []);
  return { place, restartAt };
}
