import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';

/**
 * Runs one call of a sign-in step: a busy flag, the server's message on failure, and back to the
 * password when the step itself is gone (expired, used up): only a new password step helps then.
 */
export function useStepCall(onStepGone: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      const error = toApiError(failure);
      notify.error(error.message);
      if (error.statusCode === 401) onStepGone();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
