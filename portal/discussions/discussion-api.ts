import { httpClient } from '../../providers/http-client';
import type { DiscussionPost, DiscussionQuestionBody, DiscussionThread } from '../../providers/types';

export type { DiscussionPost, DiscussionThread };
export type DiscussionSort = 'newest' | 'helpful';

// Small inline actions under the player: no loading overlay over the whole page.
const quiet = { silent: true };
const data = <T>(call: Promise<{ data: T }>) => call.then((r) => r.data);

/** The lecture discussion's calls (docs/API.md#lecture-discussions). */
export const discussionApi = {
  threads: (lectureId: number, sort: DiscussionSort) =>
    data(httpClient.get<DiscussionThread[]>(`lectures/${lectureId}/discussion`, { params: { sort }, ...quiet })),
  ask: (lectureId: number, body: DiscussionQuestionBody) =>
    data(httpClient.post<DiscussionThread>(`lectures/${lectureId}/discussion`, body, quiet)),
  reply: (postId: number, body: string) =>
    data(httpClient.post<DiscussionPost>(`discussion/${postId}/replies`, { body }, quiet)),
  edit: (postId: number, body: string) =>
    data(httpClient.patch<DiscussionPost>(`discussion/${postId}`, { body }, quiet)),
  remove: (postId: number) => data(httpClient.delete<object>(`discussion/${postId}`, quiet)),
  helpful: (postId: number, helpful: boolean) =>
    data(httpClient.put<object>(`discussion/${postId}/helpful`, { helpful }, quiet)),
  report: (postId: number, reason: string) =>
    data(httpClient.post<{ message: string }>(`discussion/${postId}/report`, { reason }, quiet)),
  markAnswer: (questionId: number, answerId: number | null) =>
    data(httpClient.put<DiscussionThread>(`discussion/${questionId}/answer`, { answerId }, quiet)),
};
