import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../providers/api-error';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: ApiError | null;
  reload(): Promise<void>;
}

/**
 * Runs a read when its inputs change; keeps the last data while a reload runs. With `drawn` (what the
 * server drew the page from) the first render shows it and the read waits for the inputs to change.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], drawn?: T): Loaded<T> {
  const [data, setData] = useState<T | undefined>(drawn);
  const [loading, setLoading] = useState(drawn === undefined);
  const skipFirstRead = useRef(drawn !== undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const value = await run();
      // A screen's data arrives as a transition: React renders it in slices that yield to the
      // browser, not in one long task (Lighthouse's Total Blocking Time on the dashboard).
      if (call === latest.current)
        startTransition(() => {
          setData(value);
          setError(null);
          setLoading(false);
        });
    } catch (failure) {
      if (call === latest.current) {
        setError(toApiError(failure));
        setLoading(false);
      }
    }
  }, [run]);

  useEffect(() => {
    if (skipFirstRead.current) {
      skipFirstRead.current = false;
      return;
    }
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
