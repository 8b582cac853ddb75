import { useQuery } from '@tanstack/react-query';
import { Alert, List } from 'antd';
import dayjs from 'dayjs';
import { SECURITY_EVENT_LABELS } from '../../common/security-events';
import { securityEventsQuery } from '../../providers/sessions-api';
import { SECURITY_TEXTS, SECURITY_TIME_FORMAT } from '../constants';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';

/** The account's recent sign-ins, failed sign-ins, password and session changes; read again after each change made here. */
export function SecurityActivityCard() {
  const { data: events, error } = useQuery(securityEventsQuery());

  return (
    <SectionCard region title={SECURITY_TEXTS.activityTitle}>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!error && !events && <RowsSkeleton />}
      {events && (
        <List
          size="small"
          dataSource={events}
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
    </SectionCard>
  );
}
