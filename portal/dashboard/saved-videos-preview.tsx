import { Col, Empty, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../common/paths';
import type { LectureRecord } from '../../providers/types';
import { VideoCard } from '../../src/components/video-card';
import { DASHBOARD_SAVED_LIMIT, PORTAL_TEXTS } from '../constants';

/** Your Saved Videos: the first four favourites and View All. */
export function SavedVideosPreview({ lectures }: { lectures: LectureRecord[] }) {
  return (
    <section aria-labelledby="saved-title">
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} id="saved-title" style={{ fontSize: 20 }}>
          Your Saved Videos
        </Typography.Title>
        <Link to={PATHS.savedVideos}>View All</Link>
      </Flex>
      {lectures.length === 0 ? (
        <Empty description={PORTAL_TEXTS.noFavouritesDashboard} />
      ) : (
        <Row gutter={[16, 16]}>
          {lectures.slice(0, DASHBOARD_SAVED_LIMIT).map((lecture) => (
            <Col key={lecture.id} xs={24} sm={12} lg={6}>
              <VideoCard lecture={lecture} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
