import { type HttpError, useCustomMutation, useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import { IN_PLACE_ERRORS } from '../shared/call-options';
import { UPDATE_SUCCESS_MS } from '../shared/constants';

type Method = 'post' | 'patch' | 'delete';

/** Answers and moderation of one thread: the server's message is the toast or the error shown. */
export function useModeration(threadId: number) {
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<{ message?: string }, HttpError, object>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (method: Method, url: string, values: object = {}) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await mutateAsync({ url, method, values, ...IN_PLACE_ERRORS });
      if (data.message) notify.success(data.message, UPDATE_SUCCESS_MS);
      await invalidate({ resource: 'discussions', invalidates: ['list', 'detail'], id: threadId });
      return true;
    } catch (failure) {
      setError(toApiError(failure).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    /** A staff reply: the question's answer when it has none yet. */
    answer: (body: string) => run('post', `discussion/${threadId}/replies`, { body }),
    moderate: (postId: number, patch: { hidden?: boolean; locked?: boolean; dismissReports?: boolean }) =>
      run('patch', `discussions/${postId}`, patch),
    remove: (postId: number) => run('delete', `discussion/${postId}`),
  };
}
