import { eq, sql } from 'drizzle-orm';
import { currentUser } from '../../plugins/auth.js';
import { decisionScoreList } from '../../schemas/index.js';
import { visibleEntry } from '../lectures/catalogue-snapshot.js';
import type { Api } from '../module.js';
import { decisionAnswers, decisions } from './schema.js';

/** Each lecture's score for the member: how many of its decisions they answered, and got right, the first time. */
export async function scoreRoutes(api: Api) {
  const { db, catalogue } = api.deps;
  api.get(
    '/decisions/scores',
    { schema: { tags: ['decisions'], response: { 200: decisionScoreList } } },
    async (request) => {
      const user = currentUser(request);
      const rows = await db
        .select({
          lectureId: decisions.lectureId,
          total: sql<number>`count(${decisions.id})::int`,
          answered: sql<number>`count(${decisionAnswers.id})::int`,
          right: sql<number>`(count(${decisionAnswers.id}) filter (where ${decisionAnswers.correct}))::int`,
        })
        .from(decisions)
        .leftJoin(
          decisionAnswers,
          sql`${decisionAnswers.decisionId} = ${decisions.id} and ${eq(decisionAnswers.userId, user.id)}`,
        )
        .groupBy(decisions.lectureId)
        .having(sql`count(${decisionAnswers.id}) > 0`);
      const snapshot = await catalogue.snapshot();
      return rows.filter((row) => visibleEntry(snapshot, user, row.lectureId));
    },
  );
}
