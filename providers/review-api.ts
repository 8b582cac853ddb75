import { mutationOptions } from '@tanstack/react-query';
import type { ReviewRating } from '../common/poker-cards';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { invalidate, memberQuery } from './member-query';
import type { ReviewDeck, ReviewRatingResponse } from './types';

export type { ReviewDeck };

export const reviewKeys = {
  all: ['review'] as const,
  deck: ['review', 'deck'] as const,
  dueCard: ['review', 'due-card'] as const,
};

/** The member's cards due now and their streak (the Review screen). */
export const deckQuery = (read: ReadJson = quietGet) => memberQuery(reviewKeys.deck, () => read<ReviewDeck>('review'));

/**
 * The dashboard's deck card, read through `read` (the server reads it to draw the dashboard): a bonus,
 * so without its answer (null) the dashboard still shows the rest.
 */
export const dueCardQuery = (read: ReadJson = quietGet) =>
  memberQuery(reviewKeys.dueCard, () => read<ReviewDeck>('review').catch(() => null));

/** Rates the showing of the card that was due at `due`: a second rating of it is refused (409), not applied. */
export const rateCard = mutationOptions({
  mutationFn: ({ cardId, rating, due }: { cardId: number; rating: ReviewRating; due: string }) =>
    quietly.post<ReviewRatingResponse>(`review/cards/${cardId}/rate`, { rating, due }),
  onSuccess: (_answer, _variables, _context, { client }) => invalidate(client, [reviewKeys.all]),
});
