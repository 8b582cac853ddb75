import { useEffect, useState } from 'react';
import type { HandHistoryRecord } from '../../providers/types';

/** How long after its moment the video keeps offering a hand. */
const OFFER_SECONDS = 20;

/**
 * The hand whose moment the video has just passed, if any (the element itself: the player may create it
 * late). Read at once too, not only at the next `timeupdate`: a paused video may already stand past a
 * moment when this part of the page arrives (a resumed lecture, a seek made while it loaded).
 */
export function useOfferedHand(hands: HandHistoryRecord[], element: HTMLVideoElement | null) {
  const [offered, setOffered] = useState<HandHistoryRecord | null>(null);
  useEffect(() => {
    if (!element || hands.length === 0) return undefined;
    const update = () => {
      const now = element.currentTime;
      const due = hands.filter((hand) => hand.momentSeconds <= now && now < hand.momentSeconds + OFFER_SECONDS);
      setOffered(due.at(-1) ?? null);
    };
    update();
    element.addEventListener('timeupdate', update);
    return () => element.removeEventListener('timeupdate', update);
  }, [hands, element]);
  return offered;
}
