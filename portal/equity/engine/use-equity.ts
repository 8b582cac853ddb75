import { useEffect, useRef, useState } from 'react';
import type { EquityInput } from './input';
import type { EquityResult } from './tally';

/** What the worker sends back for a run: its figures so far, or why it stopped. */
export type WorkerAnswer = { run: number; result: EquityResult } | { run: number; message: string };

export interface EquityState {
  result: EquityResult | null;
  running: boolean;
  error: string | null;
}

/**
 * Runs the calculator in a Web Worker and returns its figures as they grow. A new input (compared by
 * value) starts a new run and the old one stops; null stops and clears.
 */
export function useEquity(input: EquityInput | null): EquityState {
  const worker = useRef<Worker | null>(null);
  const runs = useRef(0);
  const [state, setState] = useState<EquityState>({ result: null, running: false, error: null });
  const key = input ? JSON.stringify(input) : '';

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    const run = ++runs.current;
    if (!key) {
      setState({ result: null, running: false, error: null });
      return;
    }
    worker.current ??= new Worker(new URL('./equity.worker.ts', import.meta.url), { type: 'module' });
    worker.current.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.run !== runs.current) return;
      if ('message' in answer) setState({ result: null, running: false, error: answer.message });
      else setState({ result: answer.result, running: !answer.result.done, error: null });
    };
    setState((previous) => ({ ...previous, running: true, error: null }));
    worker.current.postMessage({ run, input: JSON.parse(key) as EquityInput });
  }, [key]);

  return state;
}
