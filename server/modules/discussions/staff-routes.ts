import { badRequest, notFound } from '../../errors.js';
import {
  idParams,
  staffDiscussionList,
  staffDiscussionListQuery,
  staffDiscussionPatch,
  staffDiscussionRecord,
  staffDiscussionWithMessage,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { runList } from '../shared/lists.js';
import { TEXTS } from '../shared/texts.js';
import { countPosts, moderatePost } from './discussions-store.js';
import { announceChange } from './notices.js';
import { staffListFilter, staffPage, staffRecord } from './staff-records.js';
import { DISCUSSION_TEXTS } from './texts.js';

const tags = ['discussions'];

/** The staff Discussions screen: every post, hidden ones included, to answer, hide, lock or delete. */
export async function discussionStaffRoutes(api: Api): Promise<void> {
  const { deps } = api;
  const { db } = deps;

  const record = async (id: number) => {
    const found = await staffRecord(db, id);
    if (!found) throw notFound(DISCUSSION_TEXTS.postNotFound);
    return found;
  };

  api.get(
    '/discussions',
    { schema: { tags, querystring: staffDiscussionListQuery, response: { 200: staffDiscussionList } } },
    async (request, reply) =>
      runList(reply, request.query, {
        ...staffListFilter(request.query),
        rows: (page) => staffPage(db, page),
        count: (where) => countPosts(db, where),
      }),
  );

  api.get(
    '/discussions/:id',
    { schema: { tags, params: idParams, response: { 200: staffDiscussionRecord } } },
    async (request) => record(request.params.id),
  );

  api.patch(
    '/discussions/:id',
    {
      schema: { tags, params: idParams, body: staffDiscussionPatch, response: { 200: staffDiscussionWithMessage } },
    },
    async (request) => {
      const { id } = request.params;
      const before = await record(id);
      if (request.body.locked !== undefined && before.threadId !== null)
        throw badRequest(`locked: ${DISCUSSION_TEXTS.lockNotAQuestion}`, { field: 'locked' });
      await moderatePost(db, request, id, request.body, deps.now());
      // Members' open pages drop a hidden post at once.
      announceChange(deps, before.lectureId);
      return { ...(await record(id)), message: TEXTS.updated('Discussion') };
    },
  );
}
