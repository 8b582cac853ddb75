import { quietGet, quietly } from './api-calls';
import { memberQuery } from './member-query';
import type { SpotBody, SpotPatch, SpotRecord } from './types';

export const spotsKeys = {
  /** What a spot's change alters: its lecture's list and the list of every spot. */
  all: ['spots'] as const,
  /** One lecture's spots, or every spot (Saved Videos' tab). */
  of: (lectureId?: number) => ['spots', lectureId ?? 'every'] as const,
};

/** My spots: the member's notes, on one lecture or all. */
export const spotsQuery = (lectureId?: number) =>
  memberQuery(spotsKeys.of(lectureId), () => quietGet<SpotRecord[]>('spots', lectureId ? { lectureId } : undefined));

/** Writing spots: small inline actions, so no overlay. */
export const spotsApi = {
  add: (body: SpotBody) => quietly.post<SpotRecord>('spots', body),
  update: (id: number, patch: SpotPatch) => quietly.patch<SpotRecord>(`spots/${id}`, patch),
  remove: (id: number) => quietly.delete<object>(`spots/${id}`),
};
