import { Alert, App, Button, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { SEAT_TEXTS } from '../../common/seat-texts';
import type { TeamRecord } from '../../providers/types';
import { DangerButton } from '../shared/danger-button';
import { InviteForm } from './invite-form';
import { SeatCountField } from './seat-count-field';
import { canInvite } from './seat-rules';

export interface TeamActions {
  invite(email: string): Promise<boolean>;
  withdraw(inviteId: number): Promise<void>;
  remove(userId: number): Promise<void>;
  changeSeats(seats: number): Promise<void>;
}

/** The buyer's view: seats used of bought, the members and pending invites, and what can be done to them. */
export function TeamSeats({ team, actions }: { team: TeamRecord; actions: TeamActions }) {
  const { modal } = App.useApp();
  const confirmRemoval = (member: TeamRecord['members'][number]) =>
    modal.confirm({
      title: SEAT_TEXTS.removeConfirm(member.name),
      okText: SEAT_TEXTS.remove,
      okButtonProps: { danger: true },
      onOk: () => actions.remove(member.userId),
    });
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong data-testid="seats-used">
        {SEAT_TEXTS.used(team.used, team.seats)}
      </Typography.Text>
      {!team.live && <Alert type="warning" showIcon role="note" message={SEAT_TEXTS.lapsedTeam} />}
      <List size="small" aria-label={SEAT_TEXTS.teamTitle}>
        <List.Item>{SEAT_TEXTS.you}</List.Item>
        {team.members.map((member) => (
          <List.Item
            key={`member-${member.userId}`}
            actions={[
              <DangerButton key="remove" size="small" onClick={() => confirmRemoval(member)}>
                {SEAT_TEXTS.remove}
              </DangerButton>,
            ]}
          >
            <List.Item.Meta
              title={member.name}
              description={`${member.email} · ${dayjs(member.joinedAt).format('D MMM YYYY')}`}
            />
          </List.Item>
        ))}
        {team.invites.map((invite) => (
          <List.Item
            key={`invite-${invite.id}`}
            actions={[
              <Button key="withdraw" size="small" onClick={() => void actions.withdraw(invite.id)}>
                {SEAT_TEXTS.withdraw}
              </Button>,
            ]}
          >
            <List.Item.Meta title={invite.email} description={SEAT_TEXTS.pending} />
          </List.Item>
        ))}
      </List>
      <InviteForm disabled={!canInvite(team)} onInvite={actions.invite} />
      <SeatCountField key={team.seats} team={team} onChange={actions.changeSeats} />
    </Flex>
  );
}
