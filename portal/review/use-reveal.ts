import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { answerDecision, revealOf } from '../../providers/decisions-api';
import type { ShownDecision } from '../../providers/types';

/**
 * A review card's answer (shares and explanation) once the member chose an option: the deck carries it
 * for a decision they answered before; one kept unanswered is answered by that choice, whose response
 * carries it (the server shows no answer earlier). `error` says why it could not be had.
 */
export function useReveal(decision: ShownDecision, chosen: number | null) {
  const carried = revealOf(decision);
  const { mutate: answer, data: answered, error } = useMutation(answerDecision);
  const needsAnswer = chosen !== null && !carried;
  useEffect(() => {
    if (needsAnswer) answer({ decisionId: decision.id, optionIndex: chosen });
  }, [needsAnswer, decision.id, chosen, answer]);
  return { reveal: chosen === null ? null : (carried ?? answered ?? null), error: error?.message ?? null };
}
