import { DiscordOutlined, XOutlined, YoutubeOutlined } from '@ant-design/icons';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Col, Descriptions, Flex, Row, Space } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { isStaff } from '../../common/roles';
import type { ReadJson } from '../../providers/api-calls';
import { billingQuery } from '../../providers/billing-api';
import { digestSettingQuery } from '../../providers/digest-api';
import { liveRemindersQuery } from '../../providers/live-api';
import { paymentsConfigQuery } from '../../providers/payments-api';
import { plansQuery } from '../../providers/plans-api';
import { meQuery } from '../../providers/profile-api';
import { seatsQuery } from '../../providers/seats-api';
import { secondFactorStatusQuery } from '../../providers/second-factor-api';
import { getSession } from '../../providers/session';
import { securityEventsQuery, sessionsQuery } from '../../providers/sessions-api';
import type { UserRecord } from '../../providers/types';
import { StatusBadge } from '../../src/components/status-badge';
import { LOGO, SOCIAL_LINKS } from '../../src/constants';
import { prefetchDrawn } from '../../src/drawing/drawn-answers';
import { useAtLeast } from '../../src/routes/use-at-least';
import { BillingCard } from '../billing/billing-card';
import { PORTAL_TEXTS } from '../constants';
import { TeamCard } from '../seats/team-card';
import { TwoFactorSection } from '../second-factor/two-factor-section';
import { PageHeading } from '../shared/page-heading';
import { SectionCard } from '../shared/section-card';
import { MailSettings } from './mail-settings';
import { ProfileSkeleton } from './profile-skeleton';
import { SecurityActivityCard } from './security-activity-card';
import { SessionsCard } from './sessions-card';
import { SubscriptionPanel } from './subscription-panel';

const SOCIAL_ICONS = {
  X: <XOutlined aria-hidden />,
  Discord: <DiscordOutlined aria-hidden />,
  YouTube: <YoutubeOutlined aria-hidden />,
} as const;

/**
 * Everything the profile shows, through `read` (the browser's client by default, or the server drawing
 * the page): the account, its sign-in security, and for a member the membership's cards.
 */
export const profileQueries = (read?: ReadJson, member = true) => [
  meQuery(read),
  secondFactorStatusQuery(read),
  sessionsQuery(read),
  securityEventsQuery(read),
  ...(member
    ? [
        billingQuery(read),
        plansQuery(read),
        paymentsConfigQuery(read),
        seatsQuery(read),
        digestSettingQuery(read),
        liveRemindersQuery(read),
      ]
    : []),
];

/** Opened on its address: drawn into the page by the server (for a member), or read beside its code. */
export const prefetchProfile = (queryClient: QueryClient) =>
  prefetchDrawn(queryClient, profileQueries(undefined, !isStaff(getSession())));

/** /profile: details, statuses, picture, social links, and the account actions (docs/PRODUCT.md#profile). */
export function ProfilePage() {
  const { data: user, error } = useQuery(meQuery());

  return (
    <>
      <PageHeading title="My Profile" />
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!user && !error && <ProfileSkeleton />}
      {user && <ProfileView user={user} />}
    </>
  );
}

function ProfileView({ user }: { user: UserRecord }) {
  const navigate = useNavigate();
  const canEdit = user.subscribedUser || isStaff(user);
  // As wide as the window, or as the one the server draws for (antd's Grid knows no window there).
  const wide = useAtLeast('xl');
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={24}>
          <Card>
            <Flex gap={24} wrap align="flex-start">
              <Avatar size={96} src={user.profilePicture ?? LOGO} alt={`${user.name}'s profile picture`} />
              {/* Two columns only where each has room for its label and value on one line; the email takes a row. */}
              <Descriptions column={wide ? 2 : 1} style={{ flex: '1 1 320px' }}>
                <Descriptions.Item label="Full Name">{user.name}</Descriptions.Item>
                <Descriptions.Item label="DOB">
                  {user.dob ? dayjs(user.dob).format('D MMMM YYYY') : '—'}
                </Descriptions.Item>
                <Descriptions.Item label="Email" span="filled">
                  {user.email}
                </Descriptions.Item>
                <Descriptions.Item label="Phone Number">{user.phone}</Descriptions.Item>
                <Descriptions.Item label="User Status">
                  <StatusBadge active={user.isActive} />
                </Descriptions.Item>
                <Descriptions.Item label="Subscription Status">
                  <StatusBadge active={user.subscribedUser} />
                </Descriptions.Item>
              </Descriptions>
            </Flex>
            {!canEdit && (
              <Alert
                type="info"
                role="note"
                showIcon
                message={PORTAL_TEXTS.profileLocked}
                style={{ marginBlock: 16 }}
              />
            )}
            <Space wrap style={{ marginTop: 16 }}>
              <Button type="primary" disabled={!canEdit} onClick={() => navigate(PATHS.editProfile)}>
                Edit Profile
              </Button>
              <Button onClick={() => navigate(PATHS.changePassword)}>Change Password</Button>
            </Space>
          </Card>
          <TwoFactorSection />
          <SessionsCard />
          <SecurityActivityCard />
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={24}>
          {!isStaff(user) && <SubscriptionPanel user={user} />}
          {!isStaff(user) && <BillingCard />}
          {!isStaff(user) && <TeamCard />}
          {!isStaff(user) && <MailSettings />}
          <SectionCard title="Follow Us">
            <Space wrap>
              {SOCIAL_LINKS.map((link) => (
                <Button
                  key={link.name}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  icon={SOCIAL_ICONS[link.name]}
                >
                  {link.name}
                </Button>
              ))}
            </Space>
          </SectionCard>
        </Flex>
      </Col>
    </Row>
  );
}
