import { theme } from 'antd';
import ReactPlayer from 'react-player';
import type { LectureRecord } from '../../providers/portal-api';

export interface LecturePlayerProps {
  lecture: LectureRecord;
  onTime(seconds: number): void;
  onPlay(): void;
  onPause(seconds: number): void;
  /** Played to the end (after its position is reported as a pause). */
  onEnded?(): void;
}

/** The lecture's video, resuming where the member last was. */
export function LecturePlayer({ lecture, onTime, onPlay, onPause, onEnded }: LecturePlayerProps) {
  const { token } = theme.useToken();
  const resumeAt = lecture.lectureProgress[0]?.lastPosition ?? 0;
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
        src={lecture.videoUpload}
        poster={lecture.poster ?? undefined}
        controls
        width="100%"
        height="100%"
        aria-label={`Video: ${lecture.name}`}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          if (resumeAt > 0 && resumeAt < video.duration - 1) video.currentTime = resumeAt;
        }}
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
