import { httpClient } from '../../providers/http-client';
import type { DropOffResponse, LectureRecord, OverviewResponse } from '../../providers/types';

/** A range of whole days as the API takes it (`YYYY-MM-DD`, both ends included). */
export interface DayRange {
  from: string;
  to: string;
}

export const overviewApi = {
  figures: (range: DayRange) => httpClient.get<OverviewResponse>('overview', { params: range }).then((r) => r.data),
  dropOff: (lectureId: number, range: DayRange) =>
    httpClient
      .get<DropOffResponse>(`overview/drop-off/${lectureId}`, { params: range, silent: true })
      .then((r) => r.data),
  lectures: () => httpClient.get<LectureRecord[]>('lectures', { silent: true }).then((r) => r.data),
};
