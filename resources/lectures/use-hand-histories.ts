import { type HttpError, useCustom, useCustomMutation } from '@refinedev/core';
import { HAND_HISTORY_TEXTS, MAX_HAND_HISTORY_BYTES } from '../../common/hand-histories';
import { fieldMessage, toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import type { HandHistoryBody, HandHistoryRecord } from '../../providers/types';
import { BACKGROUND, IN_PLACE_ERRORS, inPlaceRead } from '../shared/call-options';
import { UPDATE_SUCCESS_MS } from '../shared/constants';

/** What staff attach: pasted text, or a .txt file the server reads. */
export type HandSource = { text: string } | { file: File };

/** A lecture's hand histories for staff: load, attach (pasted or uploaded) and delete, each toasting the server's message. */
export function useHandHistories(lectureId: number) {
  const path = `lectures/${lectureId}/hand-histories`;
  const { query } = useCustom<HandHistoryRecord[]>({ url: path, method: 'get', meta: BACKGROUND, ...inPlaceRead() });
  const { mutateAsync } = useCustomMutation<{ message: string }, HttpError, HandHistoryBody | FormData | undefined>();

  /** Runs a write; the problem as text, or null once done and the list read again. */
  const write = async (url: string, method: 'post' | 'delete', values?: HandHistoryBody | FormData) => {
    try {
      const { data } = await mutateAsync({ url, method, values, meta: BACKGROUND, ...IN_PLACE_ERRORS });
      notify.success(data.message, UPDATE_SUCCESS_MS);
      await query.refetch();
      return null;
    } catch (failure) {
      return fieldMessage(toApiError(failure));
    }
  };

  const attach = (title: string, momentSeconds: number, source: HandSource) => {
    if (!('file' in source)) return write(path, 'post', { title, momentSeconds, text: source.text });
    // Only what is surely refused is stopped here; the server judges the bytes.
    if (source.file.size > MAX_HAND_HISTORY_BYTES) return Promise.resolve(HAND_HISTORY_TEXTS.tooLarge);
    const form = new FormData();
    form.append('title', title);
    form.append('momentSeconds', String(momentSeconds));
    form.append('file', source.file);
    return write(`${path}/upload`, 'post', form);
  };

  return {
    hands: query.data?.data,
    error: query.error ? fieldMessage(toApiError(query.error)) : null,
    attach,
    remove: (id: number) => write(`${path}/${id}`, 'delete'),
  };
}
