import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../providers/api-error';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: ApiError | null;
  reload(): Promise<void>;
}

/** Runs a read when its inputs change; keeps the last data while a reload runs. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const value = await run();
      if (call === latest.current) {
        setData(value);
        setError(null);
      }
    } catch (failure) {
      if (call === latest.current) setError(toApiError(failure));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
