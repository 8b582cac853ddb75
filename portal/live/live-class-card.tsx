import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { liveAnchor, liveClassPagePath } from '../../common/paths';
import { toApiError } from '../../providers/api-error';
import { saveLiveCalendar } from '../../providers/live-api';
import { notify } from '../../providers/notification-provider';
import type { LiveClassRecord } from '../../providers/types';
import { ToneBadge } from '../../src/components/status-badge';
import { localStart, relativeStart } from './live-schedule';

/** One class on the Live page: poster, title, coach, start in the member's time and how soon, and its calendar file. */
export function LiveClassCard({ live, now }: { live: LiveClassRecord; now: Date }) {
  const [saving, setSaving] = useState(false);
  const addToCalendar = async () => {
    setSaving(true);
    try {
      await saveLiveCalendar(live.id);
    } catch (failure) {
      notify.error(toApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      id={liveAnchor(live.id)}
      cover={
        live.poster ? (
          <img src={live.poster} alt={`${live.title} poster`} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            <Link to={liveClassPagePath(live.id)}>{live.title}</Link>
          </Typography.Title>
          {live.status === 'live' && <ToneBadge tone="error" text="Live now" />}
        </Flex>
        <Typography.Text>with {live.coach.name}</Typography.Text>
        <Typography.Text>
          <time dateTime={live.startsAt}>{localStart(live.startsAt)}</time> ·{' '}
          <Typography.Text type="secondary">{relativeStart(live.startsAt, now)}</Typography.Text> ·{' '}
          {live.durationMinutes} min
        </Typography.Text>
        {live.description && (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {live.description}
          </Typography.Paragraph>
        )}
        <div>
          <Button icon={<CalendarOutlined />} loading={saving} onClick={() => void addToCalendar()}>
            Add to calendar
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
