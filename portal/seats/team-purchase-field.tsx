import { Checkbox, Flex, Typography } from 'antd';
import { MAX_TEAM_SEATS, MIN_TEAM_SEATS } from '../../common/limits';
import { formatAmount } from '../../common/money';
import { SEAT_TEXTS } from '../../common/seat-texts';
import type { PlanOffering } from '../../providers/types';
import { teamTotal } from './seat-rules';
import { SeatsInput } from './seats-input';

export interface TeamPurchaseFieldProps {
  plan: Pick<PlanOffering, 'amountCents' | 'currency'>;
  /** 1: a membership for the member alone (the box unticked). */
  seats: number;
  onChange(seats: number): void;
}

/** Select Plan's team step: For a team, how many seats (the buyer's included), and what they come to. */
export function TeamPurchaseField({ plan, seats, onChange }: TeamPurchaseFieldProps) {
  const forTeam = seats > 1;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Checkbox checked={forTeam} onChange={(event) => onChange(event.target.checked ? MIN_TEAM_SEATS : 1)}>
        {SEAT_TEXTS.forTeam}
      </Checkbox>
      {forTeam && (
        <>
          <Typography.Text type="secondary">{SEAT_TEXTS.forTeamHelp}</Typography.Text>
          <SeatsInput
            min={MIN_TEAM_SEATS}
            max={MAX_TEAM_SEATS}
            value={seats}
            onChange={(value) => onChange(value ?? MIN_TEAM_SEATS)}
            style={{ maxWidth: 200 }}
          />
          <Typography.Text strong data-testid="team-total">
            {SEAT_TEXTS.total(seats, formatAmount(teamTotal(plan, seats)))}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
