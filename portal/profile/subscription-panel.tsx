import { useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { billingKeys } from '../../providers/billing-api';
import { invalidate } from '../../providers/member-query';
import { notify } from '../../providers/notification-provider';
import { paymentsApi } from '../../providers/payments-api';
import { profileKeys } from '../../providers/profile-api';
import type { UserRecord } from '../../providers/types';
import { StatusBadge } from '../../src/components/status-badge';
import { PORTAL_TEXTS } from '../constants';
import { DangerButton } from '../shared/danger-button';
import { SectionCard } from '../shared/section-card';

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** What the member reads about the end of the period: renewal, or until when access lasts. */
export function accessLine(subscription: UserRecord['subscription'], subscribed: boolean): string | null {
  if (!subscription?.currentPeriodEnd || !subscribed) return null;
  const date = dayjs(subscription.currentPeriodEnd).format('D MMMM YYYY');
  return subscription.cancelAtPeriodEnd ? `Cancelled: your access lasts until ${date}` : `Renews on ${date}`;
}

/** The profile's membership part: status, renewal or end date, and Cancel Subscription. */
export function SubscriptionPanel({ user }: { user: UserRecord }) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const { subscription, subscribedUser } = user;
  const cancellable =
    subscribedUser && subscription && LIVE.has(subscription.status) && !subscription.cancelAtPeriodEnd;

  const cancel = async () => {
    setCancelling(true);
    try {
      const answer = await paymentsApi.cancel();
      modal.success({ title: answer.message || PORTAL_TEXTS.cancelDone, okText: 'OK' });
      // The account carries the subscription, and a cancelled one has no next charge: both are read again.
      void invalidate(queryClient, [profileKeys.me, billingKeys.all]);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setCancelling(false);
    }
  };

  const confirm = () =>
    modal.confirm({ title: PORTAL_TEXTS.cancelConfirm, okText: 'Yes', cancelText: 'No', onOk: () => void cancel() });

  const line = accessLine(subscription, subscribedUser);
  return (
    <SectionCard title="Membership">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Subscription">
          <StatusBadge active={subscribedUser} />
        </Descriptions.Item>
      </Descriptions>
      {line && <Typography.Paragraph data-testid="access-line">{line}</Typography.Paragraph>}
      {cancellable && (
        <DangerButton loading={cancelling} onClick={confirm}>
          Cancel Subscription
        </DangerButton>
      )}
    </SectionCard>
  );
}
