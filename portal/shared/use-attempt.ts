import { useState } from 'react';
import { type ApiError, toApiError } from '../../providers/api-error';

/**
 * A form's calls that read their list again when they succeed: `attempt` runs one and resolves to
 * whether it worked; `failure` is the server's error of the last one that did not, for the form to show.
 */
export function useAttempt(reload: () => Promise<unknown>) {
  const [failure, setFailure] = useState<ApiError | null>(null);
  const attempt = async (action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      setFailure(null);
      await reload();
      return true;
    } catch (caught) {
      setFailure(toApiError(caught));
      return false;
    }
  };
  return { failure, attempt };
}
