import { DECISION_TEXTS } from '../../../common/poker-cards.js';
import type { AuthUser } from '../../access/types.js';
import { conflict, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { idParams, reviewDeck, reviewRatingBody, reviewRatingResponse } from '../../schemas/index.js';
import { RAISES as DECISION_WRITES } from '../decisions/decisions-store.js';
import { toShownDecision } from '../decisions/records.js';
import { visibleEntry } from '../lectures/catalogue-snapshot.js';
import type { Api, ApiModule } from '../module.js';
import { type KeepUntil, MemberAnswerCache } from '../shared/member-answer-cache.js';
import { dueCards, lectureOfCard, nextDue, RAISES as REVIEW_WRITES, rateCard, reviewStreak } from './review-store.js';

const tags = ['review'];
// The screen shows one card at a time; a deck answer carries this many, and the count of all.
const CARDS_PER_ANSWER = 50;
const DAY_MS = 86_400_000;

/** The member's review deck: the cards due now (lectures they may still watch only), rated on the server. */
async function reviewRoutes(api: Api) {
  const { db, catalogue } = api.deps;
  const decks = new MemberAnswerCache(api.deps, { member: [...REVIEW_WRITES, ...DECISION_WRITES] });

  async function deck(user: AuthUser, now: Date) {
    const snapshot = await catalogue.snapshot();
    const due = (await dueCards(db, user.id, now)).flatMap(({ card, decision, answered }) => {
      const entry = visibleEntry(snapshot, user, decision.lectureId);
      return entry
        ? [
            {
              id: card.id,
              due: card.due.toISOString(),
              lectureName: entry.lecture.name,
              decision: toShownDecision(decision, user, answered),
            },
          ]
        : [];
    });
    return {
      cards: due.slice(0, CARDS_PER_ANSWER),
      dueCount: due.length,
      streak: await reviewStreak(db, user.id, now),
    };
  }

  /** The deck as `deck` makes it, and until when it holds: the next card falls due, or the streak's day ends. */
  async function deckUntilChanged(user: AuthUser, now: Date, keepUntil: KeepUntil) {
    const [answer, next] = await Promise.all([deck(user, now), nextDue(db, user.id, now)]);
    if (next) keepUntil(next.getTime());
    keepUntil(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS);
    return answer;
  }

  api.get('/review', { schema: { tags, response: { 200: reviewDeck } } }, (request, reply) =>
    decks.send(request, reply, (keepUntil) => deckUntilChanged(currentUser(request), api.deps.now(), keepUntil)),
  );

  api.post(
    '/review/cards/:id/rate',
    { schema: { tags, params: idParams, body: reviewRatingBody, response: { 200: reviewRatingResponse } } },
    async (request) => {
      const user = currentUser(request);
      const now = api.deps.now();
      // A card whose lecture was hidden meanwhile is out of the deck, as in the list.
      const lectureId = await lectureOfCard(db, user.id, request.params.id);
      if (lectureId === undefined || !(await catalogue.lecture(user, lectureId)))
        throw notFound(DECISION_TEXTS.cardNotFound);
      const { rating, due: shown } = request.body;
      const shownDue = shown === undefined ? undefined : new Date(shown);
      const card = await rateCard(db, { userId: user.id, cardId: request.params.id, rating, shownDue }, now);
      if (!card) throw notFound(DECISION_TEXTS.cardNotFound);
      if (card === 'rated') throw conflict(DECISION_TEXTS.alreadyRated);
      const { dueCount, streak } = await deck(user, now);
      return { id: request.params.id, due: card.due.toISOString(), dueCount, streak };
    },
  );
}

export const reviewModule: ApiModule = { subscriber: reviewRoutes };
