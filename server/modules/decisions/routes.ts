import { and, eq } from 'drizzle-orm';
import { DECISION_TEXTS, isRightShare } from '../../../common/poker-cards.js';
import type { AuthUser } from '../../access/types.js';
import type { Tx } from '../../db/database.js';
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
import { reviewCards } from '../review/schema.js';
import { lectureChild } from '../shared/audit-trail.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { keepInDeck, putInDeck } from './deck.js';
import { type DecisionRow, memberDecisions, toDecisionRecord, toReveal } from './records.js';
import { reviewRoutes } from './review-routes.js';
import { decisionAnswers, decisions } from './schema.js';
import { scoreRoutes } from './score-routes.js';
import { lectureDecisionStats } from './stats.js';

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
      const [row] = await db.select().from(decisions).where(eq(decisions.id, decisionId));
      if (!row || !(await catalogue.lecture(user, row.lectureId))) throw notFound(DECISION_TEXTS.notFound);
      return row;
    }

    /** Runs `write` holding the decision's row: its delete waits for the write, or came first and it is a 404. */
    function whileDecisionStays<T>(decisionId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: decisions.id })
          .from(decisions)
          .where(eq(decisions.id, decisionId))
          .for('key share');
        if (!held) throw notFound(DECISION_TEXTS.notFound);
        return write(tx);
      });
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
        const now = api.deps.now();
        const { counted, inDeck } = await whileDecisionStays(decision.id, async (tx) => {
          // The first answer is the one the stats count; a later one changes only the deck.
          const recorded = await tx
            .insert(decisionAnswers)
            .values({ decisionId: decision.id, userId: user.id, optionIndex, correct, answeredAt: now })
            .onConflictDoNothing()
            .returning({ id: decisionAnswers.id });
          if (!correct) await putInDeck(tx, user.id, decision.id, now);
          const [card] = await tx
            .select({ id: reviewCards.id })
            .from(reviewCards)
            .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.decisionId, decision.id)));
          return { counted: recorded.length > 0, inDeck: card !== undefined };
        });
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
        await whileDecisionStays(decision.id, (tx) => keepInDeck(tx, user.id, decision.id, api.deps.now()));
        return { inDeck: true, message: DECISION_TEXTS.kept };
      },
    );

    await scoreRoutes(api);
    await reviewRoutes(api);
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
    const ofLecture = (lectureId: number, decisionId: number) =>
      and(eq(decisions.id, decisionId), eq(decisions.lectureId, lectureId))!;
    const filed = (row: DecisionRow) => lectureChild('decisions', row.lectureId);

    api.post(
      '/lectures/:id/decisions',
      { schema: { tags, params: idParams, body: decisionBody, response: { 201: decisionWithMessage } } },
      async (request, reply) => {
        const { id } = request.params;
        await checkLecture(currentUser(request), id, request.body);
        const now = api.deps.now();
        const row = await db.transaction((tx) =>
          insertAudited(
            tx,
            request,
            decisions,
            { ...request.body, lectureId: id, createdAt: now, updatedAt: now },
            filed,
          ),
        );
        return reply.code(201).send({ ...toDecisionRecord(row), message: DECISION_TEXTS.added });
      },
    );

    api.put(
      '/lectures/:id/decisions/:decisionId',
      { schema: { tags, params: decisionParams, body: decisionBody, response: { 200: decisionWithMessage } } },
      async (request) => {
        const { id, decisionId } = request.params;
        await checkLecture(currentUser(request), id, request.body);
        const set = { ...request.body, updatedAt: api.deps.now() };
        const row = await updateAudited(
          db,
          request,
          { table: decisions, where: ofLecture(id, decisionId), set },
          filed,
        );
        if (!row) throw notFound(DECISION_TEXTS.notFound);
        return { ...toDecisionRecord(row), message: DECISION_TEXTS.updated };
      },
    );

    api.delete(
      '/lectures/:id/decisions/:decisionId',
      { schema: { tags, params: decisionParams, response: { 200: messageResponse } } },
      async (request) => {
        const { id, decisionId } = request.params;
        const row = await deleteAudited(db, request, { table: decisions, where: ofLecture(id, decisionId) }, filed);
        if (!row) throw notFound(DECISION_TEXTS.notFound);
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
