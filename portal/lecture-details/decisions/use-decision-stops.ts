import { type RefObject, useEffect, useRef, useState } from 'react';
import type { MemberDecision } from '../../../providers/decisions-api';

// Playback moves the time a fraction of a second per update; a bigger step is a seek, which asks nothing.
const LARGEST_PLAYED_STEP_SECONDS = 2;

/**
 * Watches the video and stops it when playback (not a seek) passes a decision the member has not
 * answered; `open` asks one on demand (the decision list). `ended` is true from the end until playing again.
 */
export function useDecisionStops(videoRef: RefObject<HTMLVideoElement | null>, decisions: readonly MemberDecision[]) {
  const [asking, setAsking] = useState<MemberDecision | null>(null);
  const [ended, setEnded] = useState(false);
  const last = useRef(0);
  const asked = useRef(new Set<number>());
  const latest = useRef({ decisions, asking });
  latest.current = { decisions, asking };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    last.current = video.currentTime;
    const onTime = () => {
      const previous = last.current;
      const now = video.currentTime;
      last.current = now;
      const step = now - previous;
      if (latest.current.asking || video.seeking || step <= 0 || step > LARGEST_PLAYED_STEP_SECONDS) return;
      const reached = latest.current.decisions.find(
        (decision) =>
          !decision.myAnswer &&
          !asked.current.has(decision.id) &&
          decision.atSeconds > previous &&
          decision.atSeconds <= now,
      );
      if (!reached) return;
      asked.current.add(reached.id);
      video.pause();
      setAsking(reached);
    };
    const onSeeked = () => {
      last.current = video.currentTime;
    };
    const onEnded = () => setEnded(true);
    const onPlay = () => setEnded(false);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('ended', onEnded);
    video.addEventListener('play', onPlay);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('play', onPlay);
    };
  }, [videoRef]);

  return {
    asking,
    ended,
    /** Jumps to the decision's moment and asks it. */
    open(decision: MemberDecision) {
      const video = videoRef.current;
      if (video) {
        video.pause();
        video.currentTime = decision.atSeconds;
        last.current = decision.atSeconds;
      }
      asked.current.add(decision.id);
      setEnded(false);
      setAsking(decision);
    },
    /** Closes the panel and plays on. */
    close() {
      setAsking(null);
      const video = videoRef.current;
      if (!video) return;
      video.focus();
      video.play().catch(() => undefined);
    },
  };
}
