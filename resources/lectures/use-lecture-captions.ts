import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { CAPTION_TEXTS, MAX_CAPTION_BYTES } from '../../common/captions';
import { fieldMessage, toApiError } from '../../providers/api-error';
import { httpClient } from '../../providers/http-client';
import { notify } from '../../providers/notification-provider';
import type { LectureRecord } from '../../providers/types';
import { UPDATE_SUCCESS_MS } from '../shared/constants';

type Answer = LectureRecord & { message: string };

/** Adds and removes a lecture's caption files; the server's message is the toast or the error shown. */
export function useLectureCaptions(lectureId: number) {
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<{ data: Answer }>) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await call();
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
    return run(() => httpClient.post<Answer>(`lectures/${lectureId}/captions`, body, { silent: true }));
  };

  const remove = (index: number) => run(() => httpClient.delete<Answer>(`lectures/${lectureId}/captions/${index}`));

  return { busy, error, upload, remove };
}
