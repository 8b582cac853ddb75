import { Card, Col, Row, Skeleton } from 'antd';

/** The dashboard's place while its figures load: the two figure cards, then a progress column per course. */
export const DashboardSkeleton = () => (
  <div aria-hidden>
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      {[0, 1].map((index) => (
        <Col key={index} xs={24} md={12}>
          <Card>
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2, width: ['30%', '50%'] }} />
          </Card>
        </Col>
      ))}
    </Row>
    <Row gutter={[16, 16]}>
      {[0, 1].map((index) => (
        <Col key={index} xs={24} lg={12}>
          <Card>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        </Col>
      ))}
    </Row>
  </div>
);
