import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_LEVEL } from './constants';

/** How the video plays: hls.js on an HLS ladder, the element itself on the MP4, or not decided yet. */
export type Engine = 'pending' | 'hls' | 'native';

export interface QualityLevel {
  height: number;
  bitrate: number;
}

export interface HlsState {
  engine: Engine;
  /** The ladder's rungs in hls.js's order (its level indexes); empty on the MP4. */
  levels: QualityLevel[];
  /** The member's choice: a level index or AUTO_LEVEL. */
  chosen: number;
  /** The level playing now, or -1 before the first is loaded. */
  playing: number;
  choose(level: number): void;
}

/**
 * Plays `src` (an HLS master playlist) through hls.js on `video` where Media Source Extensions exist,
 * even where the browser plays HLS itself, so quality choice works the same everywhere. Without
 * `src`, without MSE, or after an error hls.js cannot recover from, the engine is `native` (the
 * MP4); `onFallback` then gets the position reached, to carry on from there.
 */
export function useHls(video: HTMLVideoElement | null, src: string | null, onFallback: (at: number) => void): HlsState {
  const [engine, setEngine] = useState<Engine>(src ? 'pending' : 'native');
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [chosen, setChosen] = useState(AUTO_LEVEL);
  const [playing, setPlaying] = useState(-1);
  const instance = useRef<Hls | null>(null);
  const fallback = useRef(onFallback);
  useEffect(() => {
    fallback.current = onFallback;
  }, [onFallback]);

  useEffect(() => {
    if (!video || !src) return;
    let live = true;
    let hls: Hls | null = null;
    const toNative = () => {
      if (!live) return;
      const at = video.currentTime;
      hls?.destroy();
      hls = instance.current = null;
      setLevels([]);
      setEngine('native');
      fallback.current(at);
    };
    // Its own chunk: ~150 KB the MP4 path and every other page never load.
    import('hls.js').then(({ default: HlsClass }) => {
      if (!live) return;
      if (!HlsClass.isSupported()) return toNative();
      const player = new HlsClass({ capLevelToPlayerSize: true });
      hls = instance.current = player;
      let recovered = false;
      player.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) =>
        setLevels(data.levels.map(({ height, bitrate }) => ({ height, bitrate }))),
      );
      player.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => setPlaying(data.level));
      player.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // A decoding hiccup is worth one recovery attempt; anything else (playlist refused, network gone) falls back.
        if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          player.recoverMediaError();
        } else toNative();
      });
      player.attachMedia(video);
      player.loadSource(src);
      setEngine('hls');
    }, toNative);
    return () => {
      live = false;
      hls?.destroy();
      instance.current = null;
    };
  }, [video, src]);

  const choose = useCallback((level: number) => {
    if (instance.current) instance.current.currentLevel = level;
    setChosen(level);
  }, []);

  return { engine: src ? engine : 'native', levels, chosen, playing, choose };
}
