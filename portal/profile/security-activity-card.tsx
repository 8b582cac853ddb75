import { Alert, Card, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { SECURITY_EVENT_LABELS } from '../../common/security-events';
import { sessionsApi } from '../../providers/sessions-api';
import { SECURITY_TEXTS, SECURITY_TIME_FORMAT } from '../constants';
import { useLoad } from '../shared/use-load';

/** The account's recent sign-ins, failed sign-ins, password and session changes; read again when `version` moves. */
export function SecurityActivityCard({ version }: { version: number }) {
  const { data: events, error } = useLoad(() => sessionsApi.securityEvents(), [version]);

  return (
    <Card
      role="region"
      aria-label={SECURITY_TEXTS.activityTitle}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {SECURITY_TEXTS.activityTitle}
        </Typography.Title>
      }
    >
      {error ? (
        <Alert type="error" showIcon role="alert" message={error.message} />
      ) : (
        <List
          size="small"
          loading={!events}
          dataSource={events ?? []}
          rowKey="id"
          locale={{ emptyText: SECURITY_TEXTS.noActivity }}
          renderItem={(event) => (
            <List.Item>
              <List.Item.Meta
                title={[SECURITY_EVENT_LABELS[event.kind], event.note].filter(Boolean).join(', ')}
                description={[dayjs(event.createdAt).format(SECURITY_TIME_FORMAT), event.device, event.address]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
