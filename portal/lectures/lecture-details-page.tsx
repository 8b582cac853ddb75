import { type QueryClient, useQueries } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Progress, Row, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Params, useParams, useSearchParams } from 'react-router';
import { START_AT_PARAM } from '../../common/paths';
import type { LectureRecord } from '../../providers/types';
import { allAnswered } from '../../src/components/all-answered';
import { LecturePlayer } from '../../src/components/lecture-player';
import { PageLoader } from '../../src/components/page-loader';
import { shortDate } from '../../src/components/short-date';
import { FavouriteButton, lecturePercent, VideoCard } from '../../src/components/video-card';
import { prefetchDrawn } from '../../src/drawing/drawn-answers';
import { RECENT_VIDEOS_LIMIT } from '../constants';
import { LectureDecisions } from './decisions';
import { drawnLectureQueries, lectureQueries } from './lecture-answers';
import { LectureLayout } from './lecture-layout';
import { UpNext } from './up-next';
import { useProgressReporter } from './use-progress-reporter';

type Panels = typeof import('./lecture-panels');
/** One of the panels below the video, from the file they share, fetched when the page first renders them. */
const panel = <K extends keyof Panels>(name: K) =>
  lazy(() => import('./lecture-panels').then((panels) => ({ default: panels[name] })));
const LectureDiscussion = panel('LectureDiscussion');
const EquityPanel = panel('EquityPanel');
const LectureHands = panel('LectureHands');
const MySpots = panel('MySpots');
const RangeCharts = panel('RangeCharts');

/**
 * As the app boots on a lecture's page: a page the server drew for this lecture hands its answers over;
 * on any other, the page's reads start beside its code.
 */
export const prefetchLecture = (queryClient: QueryClient, params: Params) =>
  prefetchDrawn(queryClient, drawnLectureQueries(Number(params.id)));

/** /lecture-management/lecture-details/{id}[?t=seconds]: player, Up next, My spots, progress, heart, details, range charts and Recent Videos. */
export function LectureDetails() {
  const id = Number(useParams().id);
  const at = Number(useSearchParams()[0].get(START_AT_PARAM) ?? Number.NaN);
  const { data, error } = useQueries({
    queries: lectureQueries(id),
    combine: allAnswered,
  });

  if (error) return <Alert type="error" showIcon role="alert" message={error.message} />;
  // Moving to another lecture keeps the old data until the new one arrives: never show it under the new id.
  if (!data || data[0].id !== id) return <PageLoader />;
  return (
    <LectureView
      // A new `?t=` (a search hit in the lecture already open) starts the player again there.
      key={`${id}@${at}`}
      lecture={data[0]}
      recent={data[1]}
      next={data[2]}
      startAt={Number.isFinite(at) && at >= 0 ? at : undefined}
    />
  );
}

function LectureView({
  lecture,
  recent,
  next,
  startAt,
}: {
  lecture: LectureRecord;
  recent: LectureRecord[];
  next: LectureRecord | null;
  startAt?: number;
}) {
  const progress = useProgressReporter(lecture.id, lecturePercent(lecture));
  const [ended, setEnded] = useState(false);
  // The ref serves the callbacks that read the video when called; the state re-renders what watches it.
  const video = useRef<HTMLVideoElement>(null);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  return (
    <>
      <LectureLayout
        player={
          <>
            <LecturePlayer
              lecture={lecture}
              onTime={progress.onTime}
              onPlay={() => {
                setEnded(false);
                progress.onPlay();
              }}
              onPause={progress.onPause}
              onEnded={() => setEnded(true)}
              videoRef={video}
              onVideo={setVideoElement}
              startAt={startAt}
            />
            <LectureDecisions lectureId={lecture.id} video={videoElement} />
            {ended && next && <UpNext lecture={next} onCancel={() => setEnded(false)} />}
          </>
        }
        about={
          <>
            <Card>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
                  {lecture.name}
                </Typography.Title>
                <FavouriteButton lectureId={lecture.id} name={lecture.name} isFavourite={lecture.isFavourite} />
              </Flex>
              <Typography.Text type="secondary">{shortDate(lecture.createdAt)}</Typography.Text>
              <div style={{ marginBlock: 12 }}>
                <Typography.Text id="lecture-progress-label">Progress</Typography.Text>
                <Progress
                  percent={progress.percent}
                  format={(value) => `${value} %`}
                  aria-labelledby="lecture-progress-label"
                />
              </div>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{lecture.description}</Typography.Paragraph>
            </Card>
            <Suspense>
              <LectureHands lectureId={lecture.id} video={videoElement} />
              <RangeCharts lectureId={lecture.id} />
            </Suspense>
          </>
        }
        panels={
          <Suspense>
            <MySpots
              lectureId={lecture.id}
              currentTime={() => video.current?.currentTime ?? 0}
              onSeek={(seconds) => {
                if (video.current) video.current.currentTime = seconds;
              }}
            />
            <EquityPanel lectureId={lecture.id} />
            <LectureDiscussion lectureId={lecture.id} videoRef={video} />
          </Suspense>
        }
      />
      <section aria-labelledby="recent-title" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="recent-title" style={{ fontSize: 20 }}>
          Recent Videos
        </Typography.Title>
        {recent.length === 0 ? (
          <Typography.Text type="secondary">No other videos yet</Typography.Text>
        ) : (
          <Row gutter={[16, 16]}>
            {recent.slice(0, RECENT_VIDEOS_LIMIT).map((other) => (
              <Col key={other.id} xs={24} sm={12} lg={6}>
                <VideoCard lecture={other} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    </>
  );
}
