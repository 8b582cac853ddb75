import { useEffect, useState } from 'react';
import { type DecisionReveal, decisionsApi, revealOf } from '../../providers/decisions-api';
import type { ShownDecision } from '../../providers/types';

/**
 * A review card's answer (shares and explanation) once the member chose an option: the deck carries it
 * for a decision they answered before; one kept unanswered is answered by that choice, whose response
 * carries it (the server shows no answer earlier). `error` says why it could not be had.
 */
export function useReveal(decision: ShownDecision, chosen: number | null) {
  const carried = revealOf(decision);
  const [answered, setAnswered] = useState<DecisionReveal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const needsAnswer = chosen !== null && !carried;
  useEffect(() => {
    if (!needsAnswer) return;
    let current = true;
    decisionsApi.answer(decision.id, chosen).then(
      (reveal) => current && setAnswered(reveal),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [needsAnswer, decision.id, chosen]);
  return { reveal: chosen === null ? null : (carried ?? answered), error };
}
