import { Descriptions, Flex, Tag, Typography } from 'antd';
import { COMP_FOREVER_AT } from '../../common/limits';
import { SEAT_TEXTS } from '../../common/seat-texts';
import type { StaffBillingResponse } from '../../providers/types';
import { BILLING_TEXTS, billingDate, nextChargeLine } from '../../src/components/charge-list';
import { USER_BILLING_TEXTS as TEXTS } from '../shared/constants';

const compLine = (until: string) =>
  Date.parse(until) >= Date.parse(COMP_FOREVER_AT) ? TEXTS.compForever : TEXTS.compUntil(billingDate(until));

/** `Failing since 29 Nov 2026 · next retry 30 Nov 2026`. */
export const failingLine = ({ since, nextAttempt }: NonNullable<StaffBillingResponse['failing']>) =>
  `${TEXTS.failingSince(billingDate(since))} · ${nextAttempt ? TEXTS.nextRetry(billingDate(nextAttempt)) : TEXTS.noRetryLeft}`;

/** A buyer's team and a member's seat in another's, as one line each. */
export const seatLines = ({ team, seatIn }: Pick<StaffBillingResponse, 'team' | 'seatIn'>) => [
  ...(team ? [SEAT_TEXTS.teamOf(team.seats, team.used)] : []),
  ...(seatIn ? [SEAT_TEXTS.seatIn(seatIn.buyerName)] : []),
];

/** The membership as billing sees it: its plan, the next charge, a free membership, a failed renewal (since when, the next retry), team seats. */
export function BillingSummary({ billing }: { billing: StaffBillingResponse }) {
  const { plan, compedUntil, pastDue, failing } = billing;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={BILLING_TEXTS.plan}>{plan?.name ?? TEXTS.noMembership}</Descriptions.Item>
      </Descriptions>
      {plan && <Typography.Text data-testid="next-charge">{nextChargeLine(billing, plan.currency)}</Typography.Text>}
      {seatLines(billing).map((line) => (
        <Typography.Text key={line} data-testid="seats">
          {line}
        </Typography.Text>
      ))}
      {(compedUntil || pastDue) && (
        <Flex gap={8} wrap>
          {compedUntil && (
            <Tag color="success" data-testid="comp">
              {compLine(compedUntil)}
            </Tag>
          )}
          {pastDue && (
            <Tag color="error" data-testid="past-due">
              {TEXTS.pastDue}
            </Tag>
          )}
          {failing && (
            <Typography.Text type="danger" data-testid="failing">
              {failingLine(failing)}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
