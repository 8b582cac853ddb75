import { quietGet } from './api-calls';
import { memberQuery } from './member-query';
import type { HandHistoryRecord } from './types';

export const handHistoriesKeys = { of: (lectureId: number) => ['hand-histories', lectureId] as const };

/** A lecture's hand histories, shown beside the video (so no overlay). */
export const handHistoriesQuery = (lectureId: number) =>
  memberQuery(handHistoriesKeys.of(lectureId), () =>
    quietGet<HandHistoryRecord[]>(`lectures/${lectureId}/hand-histories`),
  );
