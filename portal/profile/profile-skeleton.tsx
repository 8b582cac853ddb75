import { Card, Col, Flex, Row, Skeleton } from 'antd';

/** The profile's place while the account loads: the picture and details card, and the side column's card. */
export const ProfileSkeleton = () => (
  <Row gutter={[24, 24]} aria-hidden>
    <Col xs={24} lg={16}>
      <Card>
        <Flex gap={24} align="flex-start">
          <Skeleton.Avatar active size={96} />
          <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ flex: 1 }} />
        </Flex>
      </Card>
    </Col>
    <Col xs={24} lg={8}>
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    </Col>
  </Row>
);
