import { Col, Row, Typography } from 'antd';
import type { LectureRecord } from '../../providers/types';
import { formatClock, VideoCard } from '../../src/components/video-card';
import { PORTAL_TEXTS } from '../constants';

/** The lectures the member started and has not finished, the last watched first. */
export function ContinueWatching({ lectures }: { lectures: LectureRecord[] }) {
  if (lectures.length === 0) return null;
  return (
    <section aria-labelledby="continue-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="continue-title" style={{ fontSize: 20 }}>
        {PORTAL_TEXTS.continueWatching}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {lectures.map((lecture) => (
          <Col key={lecture.id} xs={24} sm={12} lg={6}>
            <VideoCard
              lecture={lecture}
              note={PORTAL_TEXTS.resumeAt(formatClock(lecture.lectureProgress[0]?.lastPosition ?? 0))}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
