import { mutationOptions } from '@tanstack/react-query';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { invalidate, memberQuery } from './member-query';
import { reviewKeys } from './review-api';
import type {
  DecisionAnswerResponse,
  DecisionReveal,
  DecisionScore,
  MemberDecision,
  MessageResponse,
  ShownDecision,
} from './types';

export type { DecisionReveal, DecisionScore, MemberDecision };

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

export const decisionsKeys = {
  all: ['decisions'] as const,
  of: (lectureId: number) => ['decisions', 'lecture', lectureId] as const,
  scores: ['decisions', 'scores'] as const,
};

/** A lecture's decision points with the member's answers. Inside the player, so no loading overlay. */
export const lectureDecisionsQuery = (lectureId: number, read: ReadJson = quietGet) =>
  memberQuery(decisionsKeys.of(lectureId), () => read<MemberDecision[]>(`lectures/${lectureId}/decisions`));

/** The member's score per lecture, one read for every card on the screen; none when it fails (a card then shows no score). */
export const lectureScoresQuery = () =>
  memberQuery(decisionsKeys.scores, () =>
    quietGet<DecisionScore[]>('decisions/scores').then(
      (rows) => new Map(rows.map((row) => [row.lectureId, row])),
      () => new Map<number, DecisionScore>(),
    ),
  );

/**
 * An answer changes the lecture's decisions and the scores; the deck (a wrong answer may join it) is
 * read when next shown, not under a card being reviewed.
 */
export const answerDecision = mutationOptions({
  mutationFn: ({ decisionId, optionIndex }: { decisionId: number; optionIndex: number }) =>
    quietly.post<DecisionAnswerResponse>(`decisions/${decisionId}/answer`, { optionIndex }),
  onSuccess: (_answer, _variables, _context, { client }) => {
    void invalidate(client, [decisionsKeys.all]);
    void invalidate(client, [reviewKeys.all], 'none');
  },
});

/** Keeps a decision in the member's review deck. */
export const keepDecision = mutationOptions({
  mutationFn: (decisionId: number) =>
    quietly.put<MessageResponse & { inDeck: boolean }>(`decisions/${decisionId}/review-card`),
  onSuccess: (_answer, _decisionId, _context, { client }) => void invalidate(client, [reviewKeys.all]),
});
