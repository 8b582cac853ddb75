import { Alert, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { decisionsApi } from '../../providers/decisions-api';
import { portalApi } from '../../providers/portal-api';
import { useLoad } from '../../src/components/use-load';
import { prefetchable } from '../../src/routes/prefetchable';
import { ReviewDueCard } from '../review/review-due-card';
import { PageHeading } from '../shared/page-heading';
import { tourPending } from '../tour/tour-state';
import { CategoryProgressColumn, courseColumns } from './category-progress-column';
import { ContinueWatching } from './continue-watching';
import { DashboardSkeleton } from './dashboard-skeleton';
import { SavedVideosPreview } from './saved-videos-preview';
import { StatCard } from './stat-card';
import { watchTimeFigure } from './watch-time-figure';

// Joyride is only needed on a first visit: keep it out of the dashboard's chunk.
const MemberTour = lazy(() => import('../tour/member-tour').then((m) => ({ default: m.MemberTour })));

const loadAll = () =>
  Promise.all([
    portalApi.dashboard(),
    portalApi.allProgress(),
    portalApi.promotions(),
    portalApi.favourites(),
    portalApi.courses(),
    portalApi.continueWatching(),
    // The deck card is a bonus: without its answer the dashboard still shows the rest.
    decisionsApi.deck().catch(() => null),
    // The carousel (react-slick) sits below the fold and is most of this screen's code: it loads beside
    // the calls instead of before the first paint, and comes with the data, so it never pops in later.
    import('./promotions-carousel'),
  ]);
const dashboardData = prefetchable(loadAll);

/** The dashboard's calls, started as the app boots on /dashboard. */
export const prefetchDashboard = dashboardData.prefetch;

/** /dashboard: Continue watching, figures, progress per course, promotions and saved videos (docs/PRODUCT.md#dashboard). */
export function DashboardPage() {
  const { data, error, reload } = useLoad(dashboardData.load, []);

  return (
    <>
      <PageHeading title="Dashboard" />
      {tourPending() && (
        <Suspense fallback={null}>
          <MemberTour />
        </Suspense>
      )}
      {error && <Alert type="error" showIcon role="alert" message={error.message} style={{ marginBottom: 16 }} />}
      {!data ? !error && <DashboardSkeleton /> : <DashboardContent data={data} reload={reload} />}
    </>
  );
}

function DashboardContent({
  data: [summary, progress, promotions, favourites, courses, unfinished, deck, { PromotionsCarousel }],
  reload,
}: {
  data: Awaited<ReturnType<typeof loadAll>>;
  reload(): void;
}) {
  const active = promotions.filter((promotion) => promotion.expire === 0);
  return (
    <>
      <ContinueWatching lectures={unfinished} />
      {deck && <ReviewDueCard data={deck} />}
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} md={12}>
          <StatCard
            title="Total Watch Time"
            {...watchTimeFigure(summary.totalWatchedTime.totalWatchedHours)}
            weekChangePercent={summary.totalWatchedTime.weekChangePercent}
            weekTrend={summary.totalWatchedTime.weekTrend}
          />
        </Col>
        <Col xs={24} md={12}>
          <StatCard
            title="Total Completed Videos"
            value={summary.totalCompletedVideos}
            weekChangePercent={summary.completedWeekChangePercent}
            weekTrend={summary.completedWeekTrend}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {courseColumns(courses, progress).map((course) => (
          <Col key={course.id} xs={24} lg={12}>
            <CategoryProgressColumn course={course.title} rows={course.rows} />
          </Col>
        ))}
      </Row>
      {active.length > 0 && <PromotionsCarousel promotions={active} />}
      <SavedVideosPreview lectures={favourites} onChange={reload} />
    </>
  );
}
