import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { upcomingLiveQuery } from '../../providers/live-api';
import type { LiveClassRecord } from '../../providers/types';
import { PageLoader } from '../../src/components/page-loader';
import { LIVE_CLOCK_MS } from '../constants';
import { PageHeading } from '../shared/page-heading';
import { LiveClassCard } from './live-class-card';
import { liveNowFirst } from './live-schedule';

/** The time the relative texts ("in 5 minutes") count from, moved on each minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), LIVE_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function ClassGrid({ title, classes, now }: { title: string; classes: LiveClassRecord[]; now: Date }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {classes.map((live) => (
          <Col key={live.id} xs={24} sm={12} lg={8} xxl={6}>
            <LiveClassCard live={live} now={now} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** /live: the classes live now on top, then the ones to come, soonest first, each with its calendar file. */
export function LivePage() {
  const { data, error } = useQuery(upcomingLiveQuery());
  const now = useNow();
  const { live, upcoming } = liveNowFirst(data ?? []);
  return (
    <>
      <PageHeading title="Live" />
      {error ? (
        <Alert type="error" showIcon role="alert" message={error.message} />
      ) : !data ? (
        <PageLoader />
      ) : data.length === 0 ? (
        <Empty description="No live classes scheduled yet" />
      ) : (
        <>
          {live.length > 0 && <ClassGrid title="Live now" classes={live} now={now} />}
          {upcoming.length > 0 && <ClassGrid title="Upcoming" classes={upcoming} now={now} />}
        </>
      )}
    </>
  );
}
