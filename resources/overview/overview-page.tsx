import { Alert, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { PageLoader } from '../../src/components/page-loader';
import { ChartCard } from './chart-card';
import { SignUpsChart, WatchHoursChart } from './charts';
import { DropOffCard } from './drop-off-card';
import { FigureCards } from './figure-cards';
import { HardestDecisions } from './hardest-decisions';
import { OfferRedemptionsTable } from './offer-redemptions';
import { PlanRevenueTable } from './plan-revenue';
import { defaultRange, RangeField } from './range-field';
import { TopLectures } from './top-lectures';
import { useOverviewFigures } from './use-overview';

/** /overview: how the business is doing over a chosen range, for staff. */
export function OverviewPage() {
  const [range, setRange] = useState(defaultRange);
  const figures = useOverviewFigures(range);
  const data = figures.data?.data;
  const error = figures.error;

  return (
    <section aria-labelledby="staff-page-title">
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Title id="staff-page-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          Overview
        </Typography.Title>
        <div style={{ marginInlineStart: 'auto' }}>
          <RangeField value={range} onChange={setRange} />
        </div>
      </Flex>
      {error && <Alert type="error" showIcon role="alert" message={error.message} style={{ marginBottom: 16 }} />}
      {!data ? (
        figures.isFetching && <PageLoader />
      ) : (
        <>
          <FigureCards data={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <ChartCard title="Recurring revenue by plan">
                <PlanRevenueTable plans={data.mrrByPlan} currency={data.mrr.currency} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard title="Offer redemptions">
                <OfferRedemptionsTable offers={data.offerRedemptions} currency={data.mrr.currency} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard title="Sign-ups per week">
                <SignUpsChart weeks={data.signUpsPerWeek} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard
                title="Watch hours per day"
                extra={<Typography.Text>{data.watchHours} hours in all</Typography.Text>}
              >
                <WatchHoursChart days={data.watchHoursPerDay} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard title="Top lectures">
                <TopLectures lectures={data.topLectures} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <DropOffCard range={range} initialLectureId={data.topLectures[0]?.lectureId} />
            </Col>
            <Col xs={24} xl={12}>
              <HardestDecisions range={range} />
            </Col>
          </Row>
        </>
      )}
    </section>
  );
}
