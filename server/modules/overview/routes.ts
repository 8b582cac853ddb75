import { OVERVIEW_TEXTS } from '../../../common/overview.js';
import { badRequest, notFound } from '../../errors.js';
import {
  dropOffParams,
  dropOffResponse,
  type OverviewQuery,
  overviewQuery,
  overviewResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import {
  churnRatePercent,
  rangeInstants,
  rangeProblem,
  resolveRange,
  sharePercent,
  toDropOffCurve,
} from './figures.js';
import {
  activeMembers,
  churnCounts,
  dropOffCounts,
  findLecture,
  payingNow,
  signUpsPerWeek,
  topLectures,
  totalWatchHours,
  watchHoursPerDay,
} from './queries.js';
import { recurringRevenue } from './recurring-revenue.js';
import { billedSubscriptions, offerRedemptions, trialCounts } from './selling-queries.js';
import type { Range } from './sql.js';

const tags = ['overview (staff)'];

/** The staff overview: the business's figures for a range of days, each computed in SQL. */
export const overviewModule: ApiModule = {
  staffArea: 'overview',
  async staff(api) {
    const { db } = api.deps;

    const rangeOf = (query: OverviewQuery): Range => {
      const range = resolveRange(query, api.deps.now());
      const problem = rangeProblem(range);
      if (problem) throw badRequest(problem, { field: 'from' });
      return { ...range, ...rangeInstants(range) };
    };

    api.get(
      '/overview',
      { schema: { tags, querystring: overviewQuery, response: { 200: overviewResponse } } },
      async (request) => {
        const range = rangeOf(request.query);
        const now = api.deps.now();
        const [weeks, active, paying, churn, days, hours, top, plan, billed, trials, offers] = await Promise.all([
          signUpsPerWeek(db, range),
          activeMembers(db, range),
          payingNow(db, now),
          churnCounts(db, range),
          watchHoursPerDay(db, range),
          totalWatchHours(db, range),
          topLectures(db, range),
          api.deps.payments.plan(),
          billedSubscriptions(db, now),
          trialCounts(db, range, now),
          offerRedemptions(db, range),
        ]);
        const revenue = recurringRevenue(billed, now);
        return {
          from: range.from,
          to: range.to,
          signUpsPerWeek: weeks,
          signUps: weeks.reduce((sum, week) => sum + week.signUps, 0),
          activeMembers: active,
          payingMembers: paying,
          mrr: { amount: revenue.amount, currency: plan.currency },
          mrrByPlan: revenue.byPlan,
          cancellations: churn.cancellations,
          payingAtStart: churn.payingAtStart,
          churnRate: churnRatePercent(churn.cancellations, churn.payingAtStart),
          watchHoursPerDay: days,
          watchHours: hours,
          topLectures: top.map((lecture) => ({
            ...lecture,
            completionRate: sharePercent(lecture.completions, lecture.views),
          })),
          trials,
          offerRedemptions: offers,
        };
      },
    );

    api.get(
      '/overview/drop-off/:lectureId',
      { schema: { tags, params: dropOffParams, querystring: overviewQuery, response: { 200: dropOffResponse } } },
      async (request) => {
        const range = rangeOf(request.query);
        const lecture = await findLecture(db, request.params.lectureId);
        if (!lecture) throw notFound(OVERVIEW_TEXTS.lectureNotFound);
        const { viewers, steps } = await dropOffCounts(db, range, lecture);
        return {
          lectureId: lecture.id,
          name: lecture.name,
          lectureLength: lecture.length,
          viewers,
          // Without a known length no point of the lecture can be placed.
          points: lecture.length > 0 ? toDropOffCurve(steps, viewers) : [],
        };
      },
    );
  },
};
