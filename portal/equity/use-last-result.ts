import { useState } from 'react';
import type { EquityResult } from './engine';

/** A result with the players it was worked out for. */
export interface ShownResult {
  result: EquityResult;
  names: string[];
  holdings: string[];
}

/**
 * The result to show: the current one, or while the input has a mistake (or the worker refused it) the
 * last good one, marked stale, so a typo does not take the figures a member was reading away.
 */
export function useLastResult(
  current: ShownResult | null,
  failed: boolean,
): { shown: ShownResult | null; stale: boolean } {
  const [last, setLast] = useState<ShownResult | null>(null);
  // Kept in state as it is shown (React's pattern for state derived from props): only a new result replaces it.
  if (current && !failed && current.result !== last?.result) setLast(current);
  if (current && !failed) return { shown: current, stale: false };
  return { shown: last, stale: last !== null };
}
