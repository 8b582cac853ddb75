import { useEffect, useRef, useState } from 'react';
import type { MemberDecision } from '../../../providers/decisions-api';

/**
 * Watches the video and stops it, at the decision's moment, when playback (not a seek) passes a decision
 * the member has not answered; `open` asks one on demand (the decision list). `ended` is true from the
 * end until playing again.
 *
 * Takes the element itself, not a ref: the player may create its `<video>` long after this mounts (its
 * engine's code arrives late on a slow network), and the listeners must follow whichever element plays.
 * A seek is told by the element's own `seeking`, not by the size of a step between two `timeupdate`s:
 * a busy page hears those seconds apart, and a stop must not be missed then.
 */
export function useDecisionStops(video: HTMLVideoElement | null, decisions: readonly MemberDecision[]) {
  const [asking, setAsking] = useState<MemberDecision | null>(null);
  const [ended, setEnded] = useState(false);
  const last = useRef(0);
  const asked = useRef(new Set<number>());
  const latest = useRef({ decisions, asking });
  latest.current = { decisions, asking };

  useEffect(() => {
    if (!video) return undefined;
    last.current = video.currentTime;
    const onTime = () => {
      const previous = last.current;
      const now = video.currentTime;
      last.current = now;
      if (latest.current.asking || video.seeking || now <= previous) return;
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
      // Back to the moment itself: playback ran on a little (more on a busy page) before this was heard.
      video.currentTime = reached.atSeconds;
      setAsking(reached);
    };
    // From where a seek lands: what it skipped over is not played.
    const onSeek = () => {
      last.current = video.currentTime;
    };
    const onEnded = () => setEnded(true);
    const onPlay = () => setEnded(false);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeek);
    video.addEventListener('seeked', onSeek);
    video.addEventListener('ended', onEnded);
    video.addEventListener('play', onPlay);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeek);
      video.removeEventListener('seeked', onSeek);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('play', onPlay);
    };
  }, [video]);

  return {
    asking,
    ended,
    /** Jumps to the decision's moment and asks it. */
    open(decision: MemberDecision) {
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
      if (!video) return;
      video.focus();
      video.play().catch(() => undefined);
    },
  };
}
