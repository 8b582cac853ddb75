import { startTransition, useEffect, useRef, useState } from 'react';
import { calculatorWorker, requestRun, type WorkerAnswer } from './calculator-worker';
import type { EquityInput } from './input';
import type { EquityResult } from './tally';

export interface EquityState {
  result: EquityResult | null;
  running: boolean;
  error: string | null;
}

/**
 * Runs the calculator in the session's Web Worker (started as the calculator opens, so it is ready before
 * the first hand is typed) and returns its figures as they grow. A new input (compared by value) starts a
 * new run at once and the old one stops; null, or closing the calculator, stops it.
 */
export function useEquity(input: EquityInput | null): EquityState {
  const current = useRef(0);
  const [state, setState] = useState<EquityState>({ result: null, running: false, error: null });
  const key = input ? JSON.stringify(input) : '';

  useEffect(() => {
    const worker = calculatorWorker();
    const listen = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.run !== current.current) return;
      // A transition: the figures' re-render (the form, antd's table) yields to typing and to the
      // browser every few milliseconds instead of holding the page for each figure that arrives.
      startTransition(() => {
        if ('message' in answer) setState({ result: null, running: false, error: answer.message });
        else setState({ result: answer.result, running: !answer.result.done, error: null });
      });
    };
    worker.addEventListener('message', listen);
    return () => {
      worker.removeEventListener('message', listen);
      current.current = requestRun(null);
    };
  }, []);

  useEffect(() => {
    current.current = requestRun(key ? (JSON.parse(key) as EquityInput) : null);
    setState(
      key ? (previous) => ({ ...previous, running: true, error: null }) : { result: null, running: false, error: null },
    );
  }, [key]);

  return state;
}
