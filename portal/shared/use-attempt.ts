import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, toApiError } from '../../providers/api-error';
import { invalidate } from '../../providers/member-query';

/**
 * A form's calls that change what `changes` names: `attempt` runs one and, once the changed answers have
 * been read again, resolves to whether it worked; `failure` is the server's error of the last one that
 * did not, for the form to show.
 */
export function useAttempt(changes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const attempt = async (action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      setFailure(null);
      await invalidate(queryClient, changes);
      return true;
    } catch (caught) {
      setFailure(toApiError(caught));
      return false;
    }
  };
  return { failure, attempt };
}
