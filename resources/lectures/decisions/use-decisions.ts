import { type HttpError, useCustom, useCustomMutation } from '@refinedev/core';
import { fieldMessage, toApiError } from '../../../providers/api-error';
import { notify } from '../../../providers/notification-provider';
import type { DecisionBody, DecisionRecord, DecisionStats } from '../../../providers/types';
import { BACKGROUND, IN_PLACE_ERRORS, inPlaceRead } from '../../shared/call-options';
import { UPDATE_SUCCESS_MS } from '../../shared/constants';

/** A lecture's decisions and their stats for the staff editor: load, save (add or change), delete. */
export function useDecisions(lectureId: number) {
  const path = `lectures/${lectureId}/decisions`;
  const list = useCustom<DecisionRecord[]>({ url: path, method: 'get', meta: BACKGROUND, ...inPlaceRead() });
  const stats = useCustom<DecisionStats[]>({
    url: `lectures/${lectureId}/decision-stats`,
    method: 'get',
    meta: BACKGROUND,
    ...inPlaceRead(),
  });
  const { mutateAsync } = useCustomMutation<{ message: string }, HttpError, DecisionBody | undefined>();

  /** Runs a write; the problem as text, or null once done and the list read again. */
  const write = async (url: string, method: 'post' | 'put' | 'delete', values?: DecisionBody) => {
    try {
      const { data } = await mutateAsync({ url, method, values, meta: BACKGROUND, ...IN_PLACE_ERRORS });
      notify.success(data.message, UPDATE_SUCCESS_MS);
      await Promise.all([list.query.refetch(), stats.query.refetch()]);
      return null;
    } catch (failure) {
      return fieldMessage(toApiError(failure));
    }
  };
  const failed = list.query.error ?? stats.query.error;

  return {
    decisions: list.query.data?.data,
    stats: new Map((stats.query.data?.data ?? []).map((row) => [row.decisionId, row])),
    error: failed ? fieldMessage(toApiError(failed)) : null,
    /** Adds the decision (no id) or changes it. */
    save: (id: number | undefined, body: DecisionBody) =>
      id ? write(`${path}/${id}`, 'put', body) : write(path, 'post', body),
    remove: (id: number) => write(`${path}/${id}`, 'delete'),
  };
}
