import { Col, Empty, Row, Typography } from 'antd';
import type { LectureRecord } from '../../providers/types';
import { VideoCard } from '../../src/components/video-card';

/** A titled section of video cards with its own empty state. */
export function LectureGrid({ id, title, lectures }: { id: string; title: string; lectures: LectureRecord[] }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {lectures.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No lectures found" />
      ) : (
        <Row gutter={[16, 16]}>
          {lectures.map((lecture, index) => (
            <Col key={lecture.id} xs={24} sm={12} lg={8} xl={6}>
              <VideoCard lecture={lecture} first={index === 0} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
