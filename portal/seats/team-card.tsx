import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Typography } from 'antd';
import { SEAT_TEXTS } from '../../common/seat-texts';
import { toApiError } from '../../providers/api-error';
import { billingKeys } from '../../providers/billing-api';
import { invalidate } from '../../providers/member-query';
import { notify } from '../../providers/notification-provider';
import { profileKeys } from '../../providers/profile-api';
import { seatsApi, seatsKeys, seatsQuery } from '../../providers/seats-api';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';
import { OwnMembershipNotice } from './own-membership-notice';
import { type TeamActions, TeamSeats } from './team-seats';

/** Runs a team action, says how it went, and reads the team (and the charges a seat change made) again. */
function useTeamActions(): TeamActions {
  const queryClient = useQueryClient();
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      notify.success((await action()).message);
      void invalidate(queryClient, [seatsKeys.all, billingKeys.all]);
      return true;
    } catch (error) {
      notify.error(toApiError(error).message);
      return false;
    }
  };
  return {
    invite: (email) => run(() => seatsApi.invite(email)),
    withdraw: async (inviteId) => void (await run(() => seatsApi.withdraw(inviteId))),
    remove: async (userId) => void (await run(() => seatsApi.remove(userId))),
    changeSeats: async (seats) => void (await run(() => seatsApi.changeSeats(seats))),
  };
}

/** The profile's Team card: a buyer's seats and members, or the team whose seat the member holds; nothing otherwise. */
export function TeamCard() {
  const { data, error } = useQuery(seatsQuery());
  const actions = useTeamActions();
  const queryClient = useQueryClient();
  const ownCancelled = () => void invalidate(queryClient, [seatsKeys.all, profileKeys.me, billingKeys.all]);
  if (data && !data.team && !data.seat) return null;
  return (
    <SectionCard region title={SEAT_TEXTS.teamTitle}>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!error && !data && <RowsSkeleton rows={2} />}
      <Flex vertical gap={16}>
        {data?.team && <TeamSeats team={data.team} actions={actions} />}
        {data?.seat && (
          <>
            <Typography.Text strong>{SEAT_TEXTS.seatIn(data.seat.buyerName)}</Typography.Text>
            {!data.seat.live && <Alert type="warning" showIcon role="note" message={SEAT_TEXTS.teamLapsed} />}
            {data.seat.ownMembership && <OwnMembershipNotice onCancelled={ownCancelled} />}
          </>
        )}
      </Flex>
    </SectionCard>
  );
}
