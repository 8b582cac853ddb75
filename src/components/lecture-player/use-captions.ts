import { useEffect } from 'react';

/**
 * Shows the caption file `selected` (an index into the video's `<track>` elements, -1 for none) and
 * hides the others, whatever the browser would pick: the element's own track list holds the state.
 */
export function useCaptions(video: HTMLVideoElement | null, selected: number) {
  useEffect(() => {
    if (!video) return;
    video.querySelectorAll('track').forEach((element, index) => {
      // jsdom has no TextTrack.
      if (element.track) element.track.mode = index === selected ? 'showing' : 'disabled';
    });
  }, [video, selected]);
}
