import { useCustom, useList } from '@refinedev/core';
import type { DropOffResponse, HardestDecision, LectureRecord, OverviewResponse } from '../../providers/types';
import { BACKGROUND, inPlaceRead } from '../shared/call-options';

/** A range of whole days as the API takes it (`YYYY-MM-DD`, both ends included). */
export interface DayRange {
  from: string;
  to: string;
}

/** The range's figures, charts and top lectures; the last ones stay shown while another range loads. */
export const useOverviewFigures = (range: DayRange) =>
  useCustom<OverviewResponse>({ url: 'overview', method: 'get', config: { query: range }, ...inPlaceRead() }).query;

/** One lecture's drop-off curve over the range; nothing is asked before a lecture is chosen. */
export const useDropOff = (lectureId: number | undefined, range: DayRange) =>
  useCustom<DropOffResponse>({
    url: `overview/drop-off/${lectureId}`,
    method: 'get',
    config: { query: range },
    meta: BACKGROUND,
    ...inPlaceRead({ enabled: Boolean(lectureId) }),
  }).query;

/** Every lecture, for the drop-off card's picker. */
export const useLectureChoices = () =>
  useList<LectureRecord>({ resource: 'lectures', pagination: { mode: 'off' }, meta: BACKGROUND, ...inPlaceRead() });

/** The range's hardest decisions: lowest share of right first answers. */
export const useHardestDecisions = (range: DayRange) =>
  useCustom<HardestDecision[]>({
    url: 'overview/hardest-decisions',
    method: 'get',
    config: { query: range },
    meta: BACKGROUND,
    ...inPlaceRead(),
  }).query;
