import { HARDEST_MIN_ANSWERS } from '../../../common/poker-cards.js';
import { badRequest } from '../../errors.js';
import { hardestDecisionList, hardestDecisionsQuery } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { rangeInstants, rangeProblem, resolveRange } from '../overview/figures.js';
import { hardestDecisions } from './decisions-store.js';

const tags = ['decisions'];

/** The Overview's hardest decisions: an overview figure, so only the roles that may read the Overview see it. */
export const hardestDecisionsModule: ApiModule = {
  staffArea: 'overview',
  async staff(api) {
    const { db, catalogue } = api.deps;

    api.get(
      '/overview/hardest-decisions',
      { schema: { tags, querystring: hardestDecisionsQuery, response: { 200: hardestDecisionList } } },
      async (request) => {
        const range = resolveRange(request.query, api.deps.now());
        const problem = rangeProblem(range);
        if (problem) throw badRequest(problem, { field: 'from' });
        const rows = await hardestDecisions(db, rangeInstants(range), request.query.minAnswers ?? HARDEST_MIN_ANSWERS);
        const snapshot = await catalogue.snapshot();
        return rows.flatMap((row) => {
          const entry = snapshot.byId.get(row.lectureId);
          return entry ? [{ ...row, lectureName: entry.lecture.name }] : [];
        });
      },
    );
  },
};
