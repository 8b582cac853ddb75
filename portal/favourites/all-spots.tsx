import { useQuery } from '@tanstack/react-query';
import { Alert, List, Typography } from 'antd';
import { Link } from 'react-router';
import { lectureDetailsPath } from '../../common/paths';
import { spotsQuery } from '../../providers/spots-api';
import { PageLoader } from '../../src/components/page-loader';
import { formatClock } from '../../src/components/video-card';
import { NoSpots } from '../shared/no-spots';

/** Every spot the member noted, with its lecture and moment; each opens the lecture there. */
export function AllSpots() {
  const { data, error } = useQuery(spotsQuery());
  if (error) return <Alert type="error" showIcon role="alert" message={error.message} />;
  if (!data) return <PageLoader />;
  if (data.length === 0) return <NoSpots />;
  return (
    <List
      dataSource={data}
      renderItem={(spot) => {
        const clock = formatClock(spot.atSeconds);
        return (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={lectureDetailsPath(spot.lectureId, spot.atSeconds)}>
                  {spot.lectureName} · {clock}
                </Link>
              }
              description={<Typography.Text style={{ whiteSpace: 'pre-line' }}>{spot.note}</Typography.Text>}
            />
          </List.Item>
        );
      }}
    />
  );
}
