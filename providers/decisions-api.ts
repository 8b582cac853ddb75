import type { ReviewRating } from '../common/poker-cards';
import { httpClient } from './http-client';
import type {
  DecisionAnswerResponse,
  DecisionReveal,
  DecisionScore,
  MemberDecision,
  MessageResponse,
  ReviewDeck,
  ReviewRatingResponse,
  ShownDecision,
} from './types';

export type { DecisionReveal, DecisionScore, MemberDecision, ReviewDeck };

const hasShare = (option: { label: string; share?: number }): option is DecisionReveal['options'][number] =>
  option.share !== undefined;

/**
 * The answer a decision carries (its options' shares and the explanation): the server sends it once the
 * member answered the decision, and in the answer's own response; null before.
 */
export function revealOf(decision: ShownDecision): DecisionReveal | null {
  const { options, explanation } = decision;
  return explanation !== undefined && options.every(hasShare) ? { options, explanation } : null;
}

const data = <T>(request: Promise<{ data: T }>) => request.then((r) => r.data);

/** The review deck's read over a way of reading the API (the browser's client, or the server drawing the dashboard). */
export const deckRead = (read: <T>(url: string) => Promise<T>) => () => read<ReviewDeck>('review');

/**
 * A member's decision points and review deck. Answers and ratings happen inside the player or the
 * Review screen, so no loading overlay (`silent`).
 */
export const decisionsApi = {
  ofLecture: (lectureId: number) =>
    data(httpClient.get<MemberDecision[]>(`lectures/${lectureId}/decisions`, { silent: true })),
  answer: (decisionId: number, optionIndex: number) =>
    data(httpClient.post<DecisionAnswerResponse>(`decisions/${decisionId}/answer`, { optionIndex }, { silent: true })),
  keep: (decisionId: number) =>
    data(
      httpClient.put<MessageResponse & { inDeck: boolean }>(
        `decisions/${decisionId}/review-card`,
        {},
        { silent: true },
      ),
    ),
  scores: () => data(httpClient.get<DecisionScore[]>('decisions/scores', { silent: true })),
  deck: deckRead((url) => data(httpClient.get(url, { silent: true }))),
  /** Rates the showing of the card that was due at `due`: a second rating of it is refused (409), not applied. */
  rate: (cardId: number, rating: ReviewRating, due: string) =>
    data(httpClient.post<ReviewRatingResponse>(`review/cards/${cardId}/rate`, { rating, due }, { silent: true })),
};

let scores: Promise<Map<number, DecisionScore>> | undefined;

/**
 * The member's score per lecture, asked once for every card on the screen and kept until an answer
 * changes it (`forgetScores`); none when the call fails (a card then shows no score).
 */
export function lectureScores(): Promise<Map<number, DecisionScore>> {
  scores ??= decisionsApi
    .scores()
    .then((rows) => new Map(rows.map((row) => [row.lectureId, row])))
    .catch(() => {
      scores = undefined;
      return new Map<number, DecisionScore>();
    });
  return scores;
}

export function forgetScores(): void {
  scores = undefined;
}
