import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { lectureDetailsPath } from '../../common/paths';
import { LIVE_POLL_MS, liveClassQuery, liveWatchQuery } from '../../providers/live-api';
import type { LiveClassRecord, LiveWatch } from '../../providers/types';
import { LivePlayer } from '../../src/components/live-player';
import { PageLoader } from '../../src/components/page-loader';
import { LiveChat } from '../live-chat';
import { PageHeading } from '../shared/page-heading';
import { localStart } from './live-schedule';

/** The class's poster with what the member waits for: its start, its first picture, or its replay. */
function Waiting({ live, children }: { live: LiveClassRecord; children: ReactNode }) {
  return (
    <div>
      {live.poster && (
        <img
          src={live.poster}
          alt={`${live.title} poster`}
          style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 12 }}>{children}</Typography.Paragraph>
    </div>
  );
}

function Stage({ live, watch }: { live: LiveClassRecord; watch: LiveWatch }) {
  if (watch.playlist)
    return (
      <LivePlayer
        playlist={watch.playlist}
        poster={live.poster}
        title={live.title}
        reconnecting={watch.state === 'reconnecting'}
      />
    );
  if (watch.state === 'ended')
    return (
      <Waiting live={live}>
        This class has ended.{' '}
        {live.replayLectureId !== null ? (
          <Link to={lectureDetailsPath(live.replayLectureId)}>Watch the replay</Link>
        ) : (
          'Its replay comes here once it is published.'
        )}
      </Waiting>
    );
  if (watch.state === 'scheduled')
    return (
      <Waiting live={live}>
        Starts <time dateTime={live.startsAt}>{localStart(live.startsAt)}</time> with {live.coach.name}.
      </Waiting>
    );
  return <Waiting live={live}>{watch.state === 'reconnecting' ? 'Reconnecting…' : 'Starting…'}</Waiting>;
}

/** /live/:id: the class's player beside its chat (under it on a phone), or what the member waits for. */
export function LiveClassPage() {
  const id = Number(useParams().id);
  const record = useQuery({ ...liveClassQuery(id), refetchInterval: LIVE_POLL_MS });
  const watch = useQuery({ ...liveWatchQuery(id), refetchInterval: LIVE_POLL_MS });
  const error = record.error ?? watch.error;
  if (error) return <Alert type="error" showIcon role="alert" message={error.message} />;
  if (!record.data || !watch.data) return <PageLoader />;
  const live = record.data;
  return (
    <>
      <PageHeading title={live.title} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Stage live={live} watch={watch.data} />
          {live.description && <Typography.Paragraph>{live.description}</Typography.Paragraph>}
        </Col>
        <Col xs={24} lg={8}>
          <aside aria-label="Live chat">
            <LiveChat classId={live.id} />
          </aside>
        </Col>
      </Row>
    </>
  );
}
