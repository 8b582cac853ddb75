import type { DISCUSSION_SORTS } from '../common/discussions';
import { quietGet, quietly } from './api-calls';
import { memberQuery } from './member-query';
import type { DiscussionPost, DiscussionQuestionBody, DiscussionThread } from './types';

export type { DiscussionPost, DiscussionThread };
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

export const discussionsKeys = {
  /** What a post's change alters: the discussion open under the lecture, in either order. */
  all: ['discussions'] as const,
  of: (lectureId: number) => ['discussions', lectureId] as const,
  threads: (lectureId: number, sort: DiscussionSort) => ['discussions', lectureId, sort] as const,
};

/** A lecture's questions and comments with their replies, in the chosen order. */
export const threadsQuery = (lectureId: number, sort: DiscussionSort) =>
  memberQuery(discussionsKeys.threads(lectureId, sort), () =>
    quietGet<DiscussionThread[]>(`lectures/${lectureId}/discussion`, { sort }),
  );

/** The lecture discussion's writes (docs/API.md#lecture-discussions): small inline actions under the player, no overlay. */
export const discussionsApi = {
  ask: (lectureId: number, body: DiscussionQuestionBody) =>
    quietly.post<DiscussionThread>(`lectures/${lectureId}/discussion`, body),
  reply: (postId: number, body: string) => quietly.post<DiscussionPost>(`discussion/${postId}/replies`, { body }),
  edit: (postId: number, body: string) => quietly.patch<DiscussionPost>(`discussion/${postId}`, { body }),
  remove: (postId: number) => quietly.delete<object>(`discussion/${postId}`),
  helpful: (postId: number, helpful: boolean) => quietly.put<object>(`discussion/${postId}/helpful`, { helpful }),
  report: (postId: number, reason: string) =>
    quietly.post<{ message: string }>(`discussion/${postId}/report`, { reason }),
  markAnswer: (questionId: number, answerId: number | null) =>
    quietly.put<DiscussionThread>(`discussion/${questionId}/answer`, { answerId }),
};
