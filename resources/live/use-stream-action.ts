import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { liveKeys } from '../../providers/live-api';
import { notify } from '../../providers/notification-provider';

/** Runs a staff action on a class's stream, telling a failure; the class, its stream and markers are read again after. */
export function useStreamAction(id: number) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run<T>(action: () => Promise<T>): Promise<T | undefined> {
      setBusy(true);
      try {
        return await action();
      } catch (failure) {
        notify.error(toApiError(failure).message);
        return undefined;
      } finally {
        setBusy(false);
        await client.invalidateQueries({ queryKey: liveKeys.stream(id) });
        await client.invalidateQueries({ queryKey: liveKeys.one(id) });
        await client.invalidateQueries({ queryKey: liveKeys.markers(id) });
      }
    },
  };
}
