import { type QueryClient, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { allAnswered } from '../../src/components/all-answered';
import { prefetchDrawn } from '../../src/drawing/drawn-answers';
import { useServerView } from '../../src/drawing/page-drawing';
import { ReviewDueCard } from '../review/review-due-card';
import { PageHeading } from '../shared/page-heading';
import { tourPending } from '../tour/tour-state';
import { CategoryProgressColumn, courseColumns } from './category-progress-column';
import { ContinueWatching } from './continue-watching';
import { type DashboardAnswers, dashboardQueries } from './dashboard-answers';
import { DashboardSkeleton } from './dashboard-skeleton';
import { SavedVideosPreview } from './saved-videos-preview';
import { StatCard } from './stat-card';
import { watchTimeFigure } from './watch-time-figure';

// Joyride is only needed on a first visit: keep it out of the dashboard's chunk.
const MemberTour = lazy(() => import('../tour/member-tour').then((m) => ({ default: m.MemberTour })));

type CarouselModule = Pick<typeof import('./promotions-carousel'), 'PromotionsCarousel'>;

/** The carousel's code once loaded: the first render of a page the server drew needs it at once. */
let carousel: CarouselModule | undefined;
// The carousel (react-slick) sits below the fold and is most of this screen's code: it loads beside
// the calls instead of before the first paint, and comes with the data, so it never pops in later.
export const loadDashboardCode = () =>
  import('./promotions-carousel').then(({ PromotionsCarousel }) => (carousel = { PromotionsCarousel }));

/** The carousel's code, waited for like the dashboard's answers; there at once when loaded ahead. */
const carouselCode = queryOptions({
  queryKey: ['dashboard', 'carousel-code'],
  queryFn: loadDashboardCode,
  initialData: () => carousel,
  staleTime: Infinity,
  retry: false,
});

/**
 * As the app boots on /dashboard: on a page the server drew, its answers go under the dashboard's keys
 * once the code its first render needs is in; on any other, the dashboard's calls start.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  if (!(await prefetchDrawn(queryClient, dashboardQueries(), loadDashboardCode)))
    void queryClient.prefetchQuery(carouselCode);
}

/** /dashboard: Continue watching, figures, progress per course, promotions and saved videos (docs/PRODUCT.md#dashboard). */
export function DashboardPage() {
  // The tour is the browser's alone: it starts once the page is the app's.
  const drawing = useServerView() !== null;
  const answers = useQueries({ queries: dashboardQueries(), combine: allAnswered });
  const code = useQuery(carouselCode);
  const error = answers.error ?? code.error;

  return (
    <>
      <PageHeading title="Dashboard" />
      {!drawing && tourPending() && (
        <Suspense fallback={null}>
          <MemberTour />
        </Suspense>
      )}
      {error && <Alert type="error" showIcon role="alert" message={error.message} style={{ marginBottom: 16 }} />}
      {answers.data && code.data ? (
        <DashboardContent data={answers.data} code={code.data} />
      ) : (
        !error && <DashboardSkeleton />
      )}
    </>
  );
}

function DashboardContent({
  data: [summary, progress, promotions, favourites, courses, unfinished, deck],
  code: { PromotionsCarousel },
}: {
  data: DashboardAnswers;
  code: CarouselModule;
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
      <SavedVideosPreview lectures={favourites} />
    </>
  );
}
