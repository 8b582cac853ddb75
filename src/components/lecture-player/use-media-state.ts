import { useEffect, useState } from 'react';

export interface MediaState {
  paused: boolean;
  time: number;
  /** The element's length once known, else the lecture's stored length. */
  duration: number;
  muted: boolean;
}

const EVENTS = ['play', 'pause', 'timeupdate', 'seeking', 'durationchange', 'loadedmetadata', 'volumechange'];

/** What the controls show, following the video element's own events. */
export function useMediaState(video: HTMLVideoElement | null, knownLength: number): MediaState {
  const [state, setState] = useState<Omit<MediaState, 'duration'> & { duration: number | null }>({
    paused: true,
    time: 0,
    duration: null,
    muted: false,
  });
  useEffect(() => {
    if (!video) return;
    const read = () =>
      setState({
        paused: video.paused,
        time: video.currentTime,
        duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null,
        muted: video.muted,
      });
    read();
    for (const name of EVENTS) video.addEventListener(name, read);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read);
    };
  }, [video]);
  return { ...state, duration: state.duration ?? knownLength };
}
