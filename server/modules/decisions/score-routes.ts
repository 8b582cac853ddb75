import { currentUser } from '../../plugins/auth.js';
import { decisionScoreList } from '../../schemas/index.js';
import { visibleEntry } from '../lectures/catalogue-snapshot.js';
import type { Api } from '../module.js';
import { memberScores } from './decisions-store.js';

/** Each lecture's score for the member: how many of its decisions they answered, and got right, the first time. */
export async function scoreRoutes(api: Api) {
  const { db, catalogue } = api.deps;
  api.get(
    '/decisions/scores',
    { schema: { tags: ['decisions'], response: { 200: decisionScoreList } } },
    async (request) => {
      const user = currentUser(request);
      const rows = await memberScores(db, user.id);
      const snapshot = await catalogue.snapshot();
      return rows.filter((row) => visibleEntry(snapshot, user, row.lectureId));
    },
  );
}
