import type { ReviewRating } from '../common/poker-cards';
import { httpClient } from './http-client';
import type {
  DecisionAnswerResponse,
  DecisionScore,
  MemberDecision,
  MessageResponse,
  ReviewDeck,
  ReviewRatingResponse,
} from './types';

export type { DecisionScore, MemberDecision, ReviewDeck };

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
  rate: (cardId: number, rating: ReviewRating) =>
    data(httpClient.post<ReviewRatingResponse>(`review/cards/${cardId}/rate`, { rating }, { silent: true })),
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
