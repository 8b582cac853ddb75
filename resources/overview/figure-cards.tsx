import { Col, Row } from 'antd';
import { formatAmount } from '../../common/money';
import { ACTIVE_WINDOW_DAYS } from '../../common/overview';
import type { OverviewResponse } from '../../providers/types';
import { FigureCard } from './figure-card';

/** The overview's headline figures: members, money, churn and trials. */
export function FigureCards({ data }: { data: OverviewResponse }) {
  const cards = [
    { title: 'Sign-ups', value: data.signUps, note: 'New members in the range' },
    {
      title: 'Active members',
      value: data.activeMembers,
      note: `Watched in the last ${ACTIVE_WINDOW_DAYS} days of the range`,
    },
    { title: 'Paying members', value: data.payingMembers, note: 'With an active membership now' },
    {
      title: 'Monthly recurring revenue',
      value: formatAmount(data.mrr),
      note: 'What paying memberships are billed a month now',
    },
    { title: 'Cancellations', value: data.cancellations, note: 'Memberships cancelled in the range' },
    {
      title: 'Churn rate',
      value: data.churnRate ?? '—',
      precision: data.churnRate === null ? undefined : 1,
      suffix: data.churnRate === null ? undefined : '%',
      note: `Cancellations ÷ ${data.payingAtStart} paying at the start`,
    },
    { title: 'Trials started', value: data.trials.started, note: 'Free trials begun in the range' },
    { title: 'Trials converted', value: data.trials.converted, note: 'Trials ending in the range, then paid for' },
    {
      title: 'Trials awaiting payment',
      value: data.trials.converting,
      note: `Ending in the range, unpaid so far; ${data.trials.lapsed} lapsed`,
    },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={8}>
          <FigureCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
