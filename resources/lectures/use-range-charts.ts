import { useCallback, useEffect, useState } from 'react';
import { fieldMessage, toApiError } from '../../providers/api-error';
import { httpClient } from '../../providers/http-client';
import { notify } from '../../providers/notification-provider';
import type { RangeChartBody, RangeChartRecord, RangeChartWithMessage } from '../../providers/types';
import { UPDATE_SUCCESS_MS } from '../shared/constants';

/** A lecture's range charts for the staff editor: load, save (add or change) and delete, each toasting the server's message. */
export function useRangeCharts(lectureId: number) {
  const path = `lectures/${lectureId}/range-charts`;
  const [charts, setCharts] = useState<RangeChartRecord[]>();
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setCharts((await httpClient.get<RangeChartRecord[]>(path, { silent: true })).data);
    } catch (failure) {
      setError(fieldMessage(toApiError(failure)));
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Adds the chart (no id) or changes it; the problem as text, or null once saved. */
  const save = async (id: number | undefined, body: RangeChartBody): Promise<string | null> => {
    try {
      const { data } = id
        ? await httpClient.put<RangeChartWithMessage>(`${path}/${id}`, body, { silent: true })
        : await httpClient.post<RangeChartWithMessage>(path, body, { silent: true });
      notify.success(data.message, UPDATE_SUCCESS_MS);
      await reload();
      return null;
    } catch (failure) {
      return fieldMessage(toApiError(failure));
    }
  };

  const remove = async (id: number): Promise<string | null> => {
    try {
      const { data } = await httpClient.delete<{ message: string }>(`${path}/${id}`, { silent: true });
      notify.success(data.message, UPDATE_SUCCESS_MS);
      await reload();
      return null;
    } catch (failure) {
      return fieldMessage(toApiError(failure));
    }
  };

  return { charts, error, save, remove };
}
