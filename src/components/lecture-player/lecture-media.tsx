import { type DOMAttributes, type ReactNode, useEffect } from 'react';
import ReactPlayer from 'react-player';
import type { LectureRecord } from '../../../providers/types';
import { useServerView } from '../../drawing/page-drawing';
import type { HlsState } from './use-hls';

export type MediaHandlers = Pick<
  DOMAttributes<HTMLVideoElement>,
  'onClick' | 'onLoadedMetadata' | 'onTimeUpdate' | 'onPlay' | 'onPause' | 'onEnded'
>;

export interface LectureMediaProps {
  lecture: LectureRecord;
  hls: HlsState;
  /** The playback rate react-player keeps on the element (it sets it again on each render). */
  rate: number;
  /** Gets the `<video>` that plays, whichever engine. */
  attach(video: HTMLVideoElement | null): void;
  handlers: MediaHandlers;
  /** The caption `<track>`s. */
  children: ReactNode;
}

/** Laid out as the player's own video, at the size the stylesheet gives it. */
const SIZE = { width: '100%', height: 'auto' };
const VIDEO = { className: 'lecture-player__video', playsInline: true };
/**
 * Holds the video's place, with its poster, while react-player fetches its engine; it is also the video a
 * page the server draws carries (react-player's engines are the browser's alone), so the poster paints
 * before any script has run, and the app's first render shows the same.
 */
const placeholder = (poster: string | null) => (
  <video className="lecture-player__video" poster={poster ?? undefined} preload="none" playsInline aria-hidden />
);

/**
 * react-player playing the lecture, without controls of its own: its HLS element (hls.js) on the
 * ladder, else its `<video>` on the MP4. The HLS element plays into a `<video>` given as its `media`
 * slot, so on both engines the page holds a plain `<video>` with the tracks and handlers.
 */
export function LectureMedia({ lecture, hls, rate, attach, handlers, children }: LectureMediaProps) {
  const fallback = placeholder(lecture.poster);
  if (useServerView()) return fallback;
  if (lecture.hls && !hls.failed)
    return (
      <ReactPlayer
        src={lecture.hls}
        ref={hls.attach}
        playbackRate={rate}
        {...SIZE}
        // The element draws nothing itself: its video takes the player's layout.
        style={{ display: 'contents' }}
        fallback={fallback}
      >
        {/* With its poster from the start: the placeholder's, which it replaces, stays in view. */}
        <video slot="media" ref={attach} poster={lecture.poster ?? undefined} {...VIDEO} {...handlers}>
          {children}
        </video>
      </ReactPlayer>
    );
  return (
    <ReactPlayer
      src={lecture.videoUpload}
      ref={attach}
      playbackRate={rate}
      {...SIZE}
      {...VIDEO}
      {...handlers}
      fallback={fallback}
    >
      {children}
    </ReactPlayer>
  );
}

/**
 * What react-player does not hand to its `<video>` (it passes the source, class, style, handlers and a
 * few media flags): the poster and the keyboard focus with its name, set on the element itself.
 */
export function useVideoAttributes(
  video: HTMLVideoElement | null,
  { poster, label, describedBy }: { poster: string | null; label: string; describedBy: string },
) {
  useEffect(() => {
    if (!video) return;
    if (poster) video.poster = poster;
    else video.removeAttribute('poster');
    video.tabIndex = 0;
    video.setAttribute('aria-label', label);
    video.setAttribute('aria-describedby', describedBy);
  }, [video, poster, label, describedBy]);
}
