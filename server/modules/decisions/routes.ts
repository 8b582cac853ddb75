import { DECISION_TEXTS, isRightShare } from '../../../common/poker-cards.js';
import type { AuthUser } from '../../access/types.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  decisionAnswerBody,
  decisionAnswerResponse,
  type DecisionBody,
  decisionBody,
  decisionParams,
  decisionStatsList,
  decisionWithMessage,
  idParams,
  keepResponse,
  memberDecisionList,
  messageResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import {
  deleteDecision,
  findDecision,
  insertDecision,
  keepDecision,
  lectureDecisionStats,
  memberDecisions,
  recordAnswer,
  updateDecision,
} from './decisions-store.js';
import { type DecisionRow, toDecisionRecord, toReveal } from './records.js';
import { scoreRoutes } from './score-routes.js';

const tags = ['decisions'];

/**
 * Decision points: spots a coach places at moments of a lecture. Members with a membership answer
 * them in the player (the first answer counts for the stats) and review the ones they got wrong;
 * staff place them and read what members chose. A decision is seen only with its lecture.
 */
export const decisionsModule: ApiModule = {
  staffArea: 'lectures',
  async subscriber(api) {
    const { db, catalogue } = api.deps;

    /** The decision, if its lecture is one this user may watch. */
    async function visibleDecision(user: AuthUser, decisionId: number): Promise<DecisionRow> {
      const row = await findDecision(db, decisionId);
      if (!row || !(await catalogue.lecture(user, row.lectureId))) throw notFound(DECISION_TEXTS.notFound);
      return row;
    }

    api.get(
      '/lectures/:id/decisions',
      { schema: { tags, params: idParams, response: { 200: memberDecisionList } } },
      async (request) => {
        const user = currentUser(request);
        if (!(await catalogue.lecture(user, request.params.id))) throw notFound('Lecture not found');
        return memberDecisions(db, user, request.params.id);
      },
    );

    api.post(
      '/decisions/:id/answer',
      { schema: { tags, params: idParams, body: decisionAnswerBody, response: { 200: decisionAnswerResponse } } },
      async (request) => {
        const user = currentUser(request);
        const decision = await visibleDecision(user, request.params.id);
        const { optionIndex } = request.body;
        const chosen = decision.options[optionIndex];
        if (!chosen) throw badRequest(`optionIndex: ${DECISION_TEXTS.noSuchOption}`, { field: 'optionIndex' });
        const correct = isRightShare(chosen.share);
        const answer = { decisionId: decision.id, userId: user.id, optionIndex, correct };
        const { counted, inDeck } = await recordAnswer(db, answer, api.deps.now());
        // Answered, the member is shown the answer: every option's share and the explanation.
        return { correct, counted, inDeck, ...toReveal(decision) };
      },
    );

    api.put(
      '/decisions/:id/review-card',
      { schema: { tags, params: idParams, response: { 200: keepResponse } } },
      async (request) => {
        const user = currentUser(request);
        const decision = await visibleDecision(user, request.params.id);
        await keepDecision(db, user.id, decision.id, api.deps.now());
        return { inDeck: true, message: DECISION_TEXTS.kept };
      },
    );

    await scoreRoutes(api);
  },

  async staff(api) {
    const { db, catalogue } = api.deps;

    /** The lecture staff see, its moment checked against the video's length where that is known. */
    async function checkLecture(user: AuthUser, lectureId: number, body?: DecisionBody) {
      const entry = await catalogue.lecture(user, lectureId);
      if (!entry) throw notFound('Lecture not found');
      const length = entry.lecture.lengthSeconds;
      if (body && length > 0 && body.atSeconds > length)
        throw badRequest(`atSeconds: ${DECISION_TEXTS.pastTheEnd}`, { field: 'atSeconds' });
    }

    api.post(
      '/lectures/:id/decisions',
      { schema: { tags, params: idParams, body: decisionBody, response: { 201: decisionWithMessage } } },
      async (request, reply) => {
        const { id } = request.params;
        await checkLecture(currentUser(request), id, request.body);
        const row = await insertDecision(db, request, id, request.body, api.deps.now());
        return reply.code(201).send({ ...toDecisionRecord(row), message: DECISION_TEXTS.added });
      },
    );

    api.put(
      '/lectures/:id/decisions/:decisionId',
      { schema: { tags, params: decisionParams, body: decisionBody, response: { 200: decisionWithMessage } } },
      async (request) => {
        const { id, decisionId } = request.params;
        await checkLecture(currentUser(request), id, request.body);
        const row = await updateDecision(db, request, id, decisionId, request.body, api.deps.now());
        if (!row) throw notFound(DECISION_TEXTS.notFound);
        return { ...toDecisionRecord(row), message: DECISION_TEXTS.updated };
      },
    );

    api.delete(
      '/lectures/:id/decisions/:decisionId',
      { schema: { tags, params: decisionParams, response: { 200: messageResponse } } },
      async (request) => {
        const { id, decisionId } = request.params;
        if (!(await deleteDecision(db, request, id, decisionId))) throw notFound(DECISION_TEXTS.notFound);
        return { message: DECISION_TEXTS.deleted };
      },
    );

    api.get(
      '/lectures/:id/decision-stats',
      { schema: { tags, params: idParams, response: { 200: decisionStatsList } } },
      async (request) => {
        await checkLecture(currentUser(request), request.params.id);
        return lectureDecisionStats(db, request.params.id);
      },
    );
  },
};
