import { DesktopOutlined, LaptopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Popconfirm, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import { type SessionRecord, sessionsApi, sessionsKeys, sessionsQuery } from '../../providers/sessions-api';
import { ToneBadge } from '../../src/components/status-badge';
import { SECURITY_TEXTS, SECURITY_TIME_FORMAT } from '../constants';
import { DangerButton } from '../shared/danger-button';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';

const DEVICE_ICONS: Record<SessionRecord['deviceType'], ReactNode> = {
  desktop: <DesktopOutlined aria-hidden />,
  mobile: <MobileOutlined aria-hidden />,
  tablet: <TabletOutlined aria-hidden />,
  other: <LaptopOutlined aria-hidden />,
};

/** The profile's list of signed-in devices: this one marked, any other signed out from here. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const { data: sessions, error } = useQuery(sessionsQuery());
  const [busy, setBusy] = useState(false);
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  const act = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      notify.success((await call()).message);
      // Signing devices out adds to the security history too.
      void queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
    } catch (failure) {
      notify.error(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      region
      title={SECURITY_TEXTS.sessionsTitle}
      extra={
        <Popconfirm
          title={SECURITY_TEXTS.signOutOthersConfirm}
          okText="Yes"
          cancelText="No"
          onConfirm={() => act(sessionsApi.revokeOthers)}
        >
          <DangerButton disabled={others === 0 || busy}>{SECURITY_TEXTS.signOutOthers}</DangerButton>
        </Popconfirm>
      }
    >
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!error && !sessions && <RowsSkeleton />}
      {sessions && (
        <List
          dataSource={sessions}
          rowKey="id"
          renderItem={(session) => (
            <List.Item
              actions={
                session.current
                  ? []
                  : [
                      <Popconfirm
                        key="sign-out"
                        title={SECURITY_TEXTS.signOutConfirm}
                        okText="Yes"
                        cancelText="No"
                        onConfirm={() => act(() => sessionsApi.revoke(session.id))}
                      >
                        <Button size="small" disabled={busy} aria-label={`${SECURITY_TEXTS.signOut} ${session.device}`}>
                          {SECURITY_TEXTS.signOut}
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={DEVICE_ICONS[session.deviceType]}
                title={
                  <Space wrap size={8}>
                    {session.device}
                    {session.current && <ToneBadge tone="success" text={SECURITY_TEXTS.thisDevice} />}
                    {session.remember && <ToneBadge tone="default" text={SECURITY_TEXTS.remembered} />}
                  </Space>
                }
                description={`${session.address ?? SECURITY_TEXTS.unknownAddress} · ${SECURITY_TEXTS.lastSeen} ${dayjs(session.lastSeenAt).format(SECURITY_TIME_FORMAT)}`}
              />
            </List.Item>
          )}
        />
      )}
    </SectionCard>
  );
}
