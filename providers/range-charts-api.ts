import { quietGet } from './api-calls';
import { memberQuery } from './member-query';
import type { RangeChartRecord } from './types';

export const rangeChartsKeys = { of: (lectureId: number) => ['range-charts', lectureId] as const };

/** A lecture's preflop hand grids, shown beside the video and offered to the equity calculator. */
export const rangeChartsQuery = (lectureId: number) =>
  memberQuery(rangeChartsKeys.of(lectureId), () => quietGet<RangeChartRecord[]>(`lectures/${lectureId}/range-charts`));
