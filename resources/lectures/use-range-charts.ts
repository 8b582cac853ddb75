import { type HttpError, useCustom, useCustomMutation } from '@refinedev/core';
import { fieldMessage, toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import type { RangeChartBody, RangeChartRecord, RangeChartWithMessage } from '../../providers/types';
import { BACKGROUND, IN_PLACE_ERRORS, inPlaceRead } from '../shared/call-options';
import { UPDATE_SUCCESS_MS } from '../shared/constants';

/** A lecture's range charts for the staff editor: load, save (add or change) and delete, each toasting the server's message. */
export function useRangeCharts(lectureId: number) {
  const path = `lectures/${lectureId}/range-charts`;
  const { query } = useCustom<RangeChartRecord[]>({ url: path, method: 'get', meta: BACKGROUND, ...inPlaceRead() });
  const { mutateAsync } = useCustomMutation<
    RangeChartWithMessage | { message: string },
    HttpError,
    RangeChartBody | undefined
  >();

  /** Runs a write; the problem as text, or null once done and the charts read again. */
  const write = async (url: string, method: 'post' | 'put' | 'delete', values?: RangeChartBody) => {
    try {
      const { data } = await mutateAsync({ url, method, values, meta: BACKGROUND, ...IN_PLACE_ERRORS });
      notify.success(data.message, UPDATE_SUCCESS_MS);
      await query.refetch();
      return null;
    } catch (failure) {
      return fieldMessage(toApiError(failure));
    }
  };

  return {
    charts: query.data?.data,
    error: query.error ? fieldMessage(toApiError(query.error)) : null,
    /** Adds the chart (no id) or changes it. */
    save: (id: number | undefined, body: RangeChartBody) =>
      id ? write(`${path}/${id}`, 'put', body) : write(path, 'post', body),
    remove: (id: number) => write(`${path}/${id}`, 'delete'),
  };
}
