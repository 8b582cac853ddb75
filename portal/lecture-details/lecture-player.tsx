import { theme } from 'antd';
import { type RefObject, useCallback, useRef } from 'react';
import ReactPlayer from 'react-player';
import type { LectureRecord } from '../../providers/portal-api';

export interface LecturePlayerProps {
  lecture: LectureRecord;
  onTime(seconds: number): void;
  onPlay(): void;
  onPause(seconds: number): void;
  /** Played to the end (after its position is reported as a pause). */
  onEnded?(): void;
  /** The video element, for seeking from outside (My spots). */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Start here instead of where the member left off (a spot's link, `?t=`). */
  startAt?: number;
}

/** The lecture's video, resuming where the member last was (or at `startAt`). */
export function LecturePlayer({ lecture, onTime, onPlay, onPause, onEnded, videoRef, startAt }: LecturePlayerProps) {
  const { token } = theme.useToken();
  const resumeAt = startAt ?? lecture.lectureProgress[0]?.lastPosition ?? 0;
  const placed = useRef(false);
  // Once the length is known: on loadedmetadata, or at once if it came before the element was
  // committed (a screen rendered as a transition can create the element well before committing it).
  const place = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video || placed.current || video.readyState < 1) return;
      placed.current = true;
      if (resumeAt > 0 && resumeAt < video.duration - 1) video.currentTime = resumeAt;
    },
    [resumeAt],
  );
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      place(video);
    },
    [videoRef, place],
  );
  return (
    <div
      style={{
        aspectRatio: '16 / 9',
        width: '100%',
        background: token.colorBgSpotlight,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      <ReactPlayer
        ref={attach}
        src={lecture.videoUpload}
        poster={lecture.poster ?? undefined}
        controls
        width="100%"
        height="100%"
        aria-label={`Video: ${lecture.name}`}
        onLoadedMetadata={(event) => place(event.currentTarget)}
        onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
        onPlay={onPlay}
        onPause={(event) => onPause(event.currentTarget.currentTime)}
        onEnded={(event) => {
          onPause(event.currentTarget.currentTime);
          onEnded?.();
        }}
      />
    </div>
  );
}
