import './player.css';
import { ConfigProvider, theme } from 'antd';
import { type CSSProperties, type KeyboardEvent, type RefObject, useCallback, useId, useRef, useState } from 'react';
import { COMPLETED_AT_PERCENT } from '../../../common/limits';
import type { LectureRecord } from '../../../providers/types';
import { lecturePercent } from '../video-card';
import { chapterIndexAt } from './chapters';
import { ChaptersList } from './chapters-list';
import { PLAYER_TEXTS, SEEK_STEP_SECONDS } from './constants';
import { ControlBar } from './control-bar';
import { LectureMedia, useVideoAttributes } from './lecture-media';
import { SeekBar } from './seek-bar';
import { focusKind, type PlayerAction, shortcutFor } from './shortcuts';
import { useCaptions } from './use-captions';
import { useFullscreen } from './use-fullscreen';
import { useHls } from './use-hls';
import { useMediaState } from './use-media-state';
import { useStartPlace } from './use-start-place';
import { useStoryboard } from './use-storyboard';

export interface LecturePlayerProps {
  lecture: LectureRecord;
  onTime?(seconds: number): void;
  onPlay?(): void;
  onPause?(seconds: number): void;
  /** Played to the end (after its position is reported as a pause). */
  onEnded?(): void;
  /** The video element, for seeking from outside (My spots). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** Told each time the playing `<video>` appears or goes: the engine may create it well after the player mounts. */
  onVideo?(video: HTMLVideoElement | null): void;
  /** Start here instead of where the member left off (a spot's link, `?t=`). */
  startAt?: number;
}

/**
 * The lecture's video, resuming where the viewer last was (or at `startAt`): react-player playing the
 * HLS ladder when there is one (else the MP4) under the player's own controls: a timeline with
 * storyboard previews and chapter ticks, speed, quality and captions menus, keyboard shortcuts, and
 * the chapters list below. Members' lecture page reports the position; staff's details screen does not.
 */
export function LecturePlayer({
  lecture,
  onTime,
  onPlay,
  onPause,
  onEnded,
  videoRef,
  onVideo,
  startAt,
}: LecturePlayerProps) {
  const { token } = theme.useToken();
  const wrapper = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // Where the member left off, on any device; a completed lecture starts again from the beginning.
  const completed = lecturePercent(lecture) >= COMPLETED_AT_PERCENT;
  const { place, restartAt } = useStartPlace(
    startAt ?? (completed ? 0 : (lecture.lectureProgress[0]?.lastPosition ?? 0)),
  );
  const hls = useHls(lecture.hls, restartAt);
  const media = useMediaState(video, lecture.lectureLength);
  const [rate, setRate] = useState(1);
  const storyboard = useStoryboard(lecture.storyboard);
  const fullscreen = useFullscreen(wrapper, video);
  const [caption, setCaption] = useState(-1);
  useCaptions(video, caption);
  const helpId = useId();
  useVideoAttributes(video, { poster: lecture.poster, label: PLAYER_TEXTS.video(lecture.name), describedBy: helpId });

  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      if (videoRef) videoRef.current = element;
      setVideo(element);
      onVideo?.(element);
      place(element);
    },
    [videoRef, onVideo, place],
  );
  const seek = (seconds: number) => {
    if (video) video.currentTime = Math.min(Math.max(seconds, 0), media.duration);
  };
  const togglePlay = () => {
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };
  const actions: Record<PlayerAction, () => void> = {
    'toggle-play': togglePlay,
    // From the element's own time: the state lags a key held down.
    back: () => seek((video?.currentTime ?? 0) - SEEK_STEP_SECONDS),
    forward: () => seek((video?.currentTime ?? 0) + SEEK_STEP_SECONDS),
    fullscreen: fullscreen.toggle,
    mute: () => {
      if (video) video.muted = !video.muted;
    },
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = event.defaultPrevented ? null : shortcutFor(event, focusKind(event.target));
    if (!action) return;
    event.preventDefault();
    actions[action]();
  };
  const chapter = chapterIndexAt(lecture.chapters, media.time);
  const colours = {
    '--player-surface': token.colorBgContainer,
    '--player-border': token.colorBorderSecondary,
    '--player-radius': `${token.borderRadiusLG}px`,
    '--player-text': token.colorText,
    '--player-screen': token.colorBgSpotlight,
    // antd's own focus ring (buttons, inputs), so every focus in the player looks alike.
    '--player-focus': token.colorPrimaryBorder,
    '--player-focus-width': `${token.lineWidthFocus}px`,
    '--player-primary': token.colorPrimary,
    '--player-track': token.colorFill,
    '--player-tick': token.colorBgContainer,
    '--player-tip': token.colorBgSpotlight,
    '--player-tip-text': token.colorTextLightSolid,
  } as CSSProperties;

  return (
    <>
      <div
        ref={wrapper}
        className="lecture-player"
        role="group"
        aria-label={PLAYER_TEXTS.player}
        data-engine={hls.engine === 'pending' ? undefined : hls.engine}
        style={colours}
        onKeyDown={onKeyDown}
      >
        {/* Menus and tooltips open inside the player, so they show in full screen too. */}
        <ConfigProvider getPopupContainer={() => wrapper.current ?? document.body}>
          <LectureMedia
            lecture={lecture}
            hls={hls}
            rate={rate}
            attach={attach}
            handlers={{
              onClick: togglePlay,
              onLoadedMetadata: (event) => place(event.currentTarget),
              onTimeUpdate: (event) => onTime?.(event.currentTarget.currentTime),
              onPlay: () => onPlay?.(),
              onPause: (event) => onPause?.(event.currentTarget.currentTime),
              onEnded: (event) => {
                onPause?.(event.currentTarget.currentTime);
                onEnded?.();
              },
            }}
          >
            {lecture.captions.map((track) => (
              // The record names no language; the site's is English.
              <track key={track.url} kind="captions" srcLang="en" label={track.label} src={track.url} />
            ))}
          </LectureMedia>
          <SeekBar
            time={media.time}
            duration={media.duration}
            chapters={lecture.chapters}
            storyboard={storyboard}
            onSeek={seek}
          />
          <ControlBar
            media={media}
            rate={rate}
            onRate={setRate}
            hls={hls}
            captions={lecture.captions}
            caption={caption}
            onCaption={setCaption}
            fullscreen={fullscreen.active}
            onTogglePlay={togglePlay}
            onToggleMute={actions.mute}
            onToggleFullscreen={fullscreen.toggle}
            helpId={helpId}
          />
          <p id={helpId} className="visually-hidden">
            {PLAYER_TEXTS.shortcutsHelp}
          </p>
        </ConfigProvider>
      </div>
      <ChaptersList
        chapters={lecture.chapters}
        current={chapter}
        onOpen={(seconds) => {
          seek(seconds);
          video?.play().catch(() => undefined);
        }}
      />
    </>
  );
}
