import { Card, Flex, Progress, Tag, theme, Typography } from 'antd';
import { useRef } from 'react';
import { Link } from 'react-router';
import { lectureDetailsPath } from '../../../common/paths';
import type { LectureRecord } from '../../../providers/types';
import { DecisionScore } from './decision-score';
import { FavouriteButton } from './favourite-button';
import { formatDuration, lecturePercent } from './format';

export interface VideoCardProps {
  lecture: LectureRecord;
  /** Poster when the lecture has one (default); off shows the muted hover preview. */
  posterMode?: boolean;
  /** A line under the progress bar (Continue watching: where the member resumes). */
  note?: string;
  /**
   * The first card a page shows: its poster is fetched at once and first (often the page's largest
   * paint), where the others wait until they are near the screen.
   */
  first?: boolean;
}

/**
 * The name cut to two lines by the browser, whole in the native tooltip. antd's `ellipsis` measures each
 * title as it mounts and wraps it in a tooltip of its own: with a page of cards, a phone's main thread
 * spent a forced layout per card and synchronous re-renders as the page was taken over.
 */
const TWO_LINES = {
  fontSize: 16,
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** The shared lecture card (docs/PRODUCT.md#video-card). */
export function VideoCard({ lecture, posterMode = true, note, first = false }: VideoCardProps) {
  const { token } = theme.useToken();
  const href = lectureDetailsPath(lecture.id);
  const percent = lecturePercent(lecture);
  const firstTag = lecture.tags[0]?.title;

  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden
          style={{ display: 'block', aspectRatio: '16 / 9', background: token.colorFillSecondary, overflow: 'hidden' }}
        >
          {posterMode && lecture.poster ? (
            <img
              src={lecture.poster}
              alt=""
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <HoverPreview src={lecture.videoUpload} />
          )}
        </Link>
      }
    >
      <Typography.Title level={3} style={TWO_LINES} title={lecture.name}>
        <Link to={href}>{lecture.name}</Link>
      </Typography.Title>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{formatDuration(lecture.lectureLength)}</Typography.Text>
        {firstTag && <Tag style={{ marginInlineEnd: 0 }}>{firstTag}</Tag>}
      </Flex>
      <Progress
        percent={percent}
        size="small"
        aria-label={`${lecture.name} watched`}
        format={(value) => `${value} %`}
      />
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      <DecisionScore lectureId={lecture.id} />
      <Flex justify="space-between" align="center">
        <Link to={href} aria-label={`View Video: ${lecture.name}`}>
          View Video
        </Link>
        <FavouriteButton lectureId={lecture.id} name={lecture.name} isFavourite={lecture.isFavourite} />
      </Flex>
    </Card>
  );
}

/** A muted preview that plays while hovered and starts over when the pointer leaves. */
function HoverPreview({ src }: { src: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const play = () => void video.current?.play().catch(() => undefined);
  const reset = () => {
    if (!video.current) return;
    video.current.pause();
    video.current.currentTime = 0;
  };
  return (
    <video
      ref={video}
      src={src}
      muted
      playsInline
      preload="metadata"
      onMouseEnter={play}
      onMouseLeave={reset}
      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
