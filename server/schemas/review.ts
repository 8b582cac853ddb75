import { z } from 'zod';
import { REVIEW_RATINGS } from '../../common/poker-cards.js';
import { isoDateTime } from './common.js';
import { shownDecision } from './decisions.js';

/** The review deck: decisions a member got wrong, due again on a spaced schedule. */
const streakAndDue = { dueCount: z.number(), streak: z.number() };
export const reviewCard = z.object({
  id: z.number(),
  due: isoDateTime,
  lectureName: z.string(),
  decision: shownDecision,
});
export const reviewDeck = z.object({ cards: z.array(reviewCard), ...streakAndDue });
export type ReviewDeck = z.infer<typeof reviewDeck>;
export const reviewRatingBody = z.object({
  rating: z.enum(REVIEW_RATINGS),
  /** The `due` of the card as it was shown: a second rating of that showing is refused, not applied again. */
  due: z.iso.datetime({ offset: true, message: 'Please send the card’s due as an ISO date and time' }).optional(),
});
export const reviewRatingResponse = z.object({ id: z.number(), due: isoDateTime, ...streakAndDue });
export type ReviewRatingResponse = z.infer<typeof reviewRatingResponse>;
