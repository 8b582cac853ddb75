import { type HttpError, useCustomMutation, useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { CAPTION_TEXTS, MAX_CAPTION_BYTES } from '../../common/captions';
import { fieldMessage, toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import type { LectureRecord } from '../../providers/types';
import { BACKGROUND, IN_PLACE_ERRORS } from '../shared/call-options';
import { UPDATE_SUCCESS_MS } from '../shared/constants';

type Answer = LectureRecord & { message: string };

/** Adds and removes a lecture's caption files; the server's message is the toast or the error shown. */
export function useLectureCaptions(lectureId: number) {
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<Answer, HttpError, FormData | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (method: 'post' | 'delete', url: string, values?: FormData, meta = {}) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await mutateAsync({ url, method, values, meta, ...IN_PLACE_ERRORS });
      notify.success(data.message, UPDATE_SUCCESS_MS);
      await invalidate({ resource: 'lectures', invalidates: ['detail'], id: lectureId });
    } catch (failure) {
      setError(fieldMessage(toApiError(failure)));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File, label: string) => {
    // Only what is surely refused is stopped here; the server judges the bytes.
    if (file.size > MAX_CAPTION_BYTES) return setError(CAPTION_TEXTS.tooLarge);
    const body = new FormData();
    body.append('label', label);
    body.append('file', file);
    return run('post', `lectures/${lectureId}/captions`, body, BACKGROUND);
  };

  const remove = (index: number) => run('delete', `lectures/${lectureId}/captions/${index}`);

  return { busy, error, upload, remove };
}
