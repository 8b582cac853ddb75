import type Hls from 'hls.js';
import { useCallback, useEffect, useState } from 'react';
import { AUTO_LEVEL } from './constants';
import { seekAgainAfterRemoval } from './seek-again-after-removal';

/** How the video plays: hls.js on an HLS ladder, the element itself (the MP4, or HLS where the browser plays it), or not decided yet. */
export type Engine = 'pending' | 'hls' | 'native';

export interface QualityLevel {
  height: number;
  bitrate: number;
}

/** react-player's HLS element (`<hls-video>`): it makes an hls.js instance for its video and exposes it as `api`. */
export type HlsElement = HTMLVideoElement & { api: Hls | null };

export interface HlsState {
  engine: Engine;
  /** hls.js gave up on the ladder: the MP4 plays instead. */
  failed: boolean;
  /** The lecture plays an HLS ladder: it has one, and hls.js has not given up on it. */
  ladder: boolean;
  /** The ladder's rungs in hls.js's order (its level indexes); empty on the MP4. */
  levels: QualityLevel[];
  /** The member's choice: a level index or AUTO_LEVEL. */
  chosen: number;
  /** The level playing now, or -1 before the first is loaded. */
  playing: number;
  choose(level: number): void;
  /** react-player's ref to its HLS element. */
  attach(element: HTMLVideoElement | null): void;
}

/**
 * The quality ladder of react-player's HLS element, read and set through the hls.js instance it
 * exposes. Where that instance meets an error it cannot recover from, `failed` turns true (the MP4
 * plays instead) and `onFallback` gets the position reached, to carry on from there.
 */
export function useHls(src: string | null, onFallback: (at: number) => void): HlsState {
  const [element, setElement] = useState<HlsElement | null>(null);
  const [api, setApi] = useState<Hls | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [chosen, setChosen] = useState(AUTO_LEVEL);
  const [playing, setPlaying] = useState(-1);

  useEffect(() => {
    if (!api || !element) return;
    // hls.js's own class, from the instance: the element's copy, not a second one in this chunk.
    const { Events, ErrorTypes } = api.constructor as typeof Hls;
    // Set on the instance: the element may make it before React hands it a config.
    api.capLevelToPlayerSize = true;
    let recovered = false;
    const readLevels = () => setLevels(api.levels.map(({ height, bitrate }) => ({ height, bitrate })));
    const onSwitched = (_event: unknown, data: { level: number }) => setPlaying(data.level);
    const onError = (_event: unknown, data: { fatal: boolean; type: string }) => {
      if (!data.fatal) return;
      // A decoding hiccup is worth one recovery attempt; anything else (playlist refused, network gone) falls back.
      if (data.type === ErrorTypes.MEDIA_ERROR && !recovered) {
        recovered = true;
        api.recoverMediaError();
        return;
      }
      const at = element.currentTime;
      setFailed(true);
      setLevels([]);
      onFallback(at);
    };
    readLevels();
    api.on(Events.MANIFEST_PARSED, readLevels);
    api.on(Events.LEVEL_SWITCHED, onSwitched);
    api.on(Events.ERROR, onError);
    const stopSeekingAgain = seekAgainAfterRemoval(api);
    return () => {
      api.off(Events.MANIFEST_PARSED, readLevels);
      api.off(Events.LEVEL_SWITCHED, onSwitched);
      api.off(Events.ERROR, onError);
      stopSeekingAgain();
    };
  }, [api, element, onFallback]);

  useEffect(() => {
    if (!element) return;
    let live = true;
    // The element makes its hls.js instance a moment after it gets a source (none where the browser
    // plays HLS itself), and a new one for a new source: read it then, and once now in case that was
    // before this effect.
    const read = () =>
      void Promise.resolve().then(() => {
        if (!live) return;
        setApi(element.api);
        setReady(true);
      });
    read();
    element.addEventListener('loadstart', read);
    return () => {
      live = false;
      element.removeEventListener('loadstart', read);
      // The element keeps hls.js loading after it leaves the page; without a source it stops and drops it.
      // (Still in the page, the element is only being re-checked, as React's strict mode does.)
      if (!element.isConnected) element.removeAttribute('src');
    };
  }, [element]);

  const attach = useCallback((node: HTMLVideoElement | null) => {
    // Its shadow keeps a <video> for when no `media` slot is given; one is, so the page holds a single video.
    node?.shadowRoot?.querySelector('video')?.remove();
    setElement(node as HlsElement | null);
  }, []);
  const choose = useCallback(
    (level: number) => {
      if (api) api.currentLevel = level;
      setChosen(level);
    },
    [api],
  );

  const engine: Engine = !src || failed ? 'native' : !ready ? 'pending' : api ? 'hls' : 'native';
  return { engine, failed, ladder: Boolean(src) && !failed, levels, chosen, playing, choose, attach };
}
